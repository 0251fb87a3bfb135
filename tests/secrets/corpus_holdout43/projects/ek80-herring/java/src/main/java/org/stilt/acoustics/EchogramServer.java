package org.stilt.acoustics;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/** Serves NASC per ESDU from the PostGIS survey database to the cruise map. */
public final class EchogramServer {
    private static final String URL = "jdbc:postgresql://db.stilt.example.org:5432/heras";
    private static final String USER = "heras_reader";
    private static final String PASSWORD = "{{password:postgres-password}}";

    private EchogramServer() {}

    static Connection connect() throws SQLException {
        return DriverManager.getConnection(URL, USER, PASSWORD);
    }

    public static void main(String[] args) throws Exception {
        try (Connection c = connect()) {
            System.out.println("connected: " + c.getMetaData().getDatabaseProductVersion());
        }
    }
}
