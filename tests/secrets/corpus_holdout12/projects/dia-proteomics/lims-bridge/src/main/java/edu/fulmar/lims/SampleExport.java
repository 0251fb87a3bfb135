package edu.fulmar.lims;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Exports the plasma cohort's sample metadata to an SDRF sheet for quantms. */
public final class SampleExport {
    private static final String URL = "jdbc:postgresql://lims-db.fulmar.example.edu:5432/lims?sslmode=require";
    private static final String USER = "proteomics_rw";
    private static final String PASSWORD = "{{password14:postgres-password}}";

    public static void main(String[] args) throws SQLException {
        String password = System.getenv().getOrDefault("LIMS_PASSWORD", PASSWORD);
        try (Connection c = DriverManager.getConnection(URL, USER, password);
             ResultSet rs = c.createStatement().executeQuery("SELECT sample_id, cohort FROM plasma_samples")) {
            while (rs.next()) {
                System.out.println(rs.getString(1) + "\t" + rs.getString(2));
            }
        }
    }
}
