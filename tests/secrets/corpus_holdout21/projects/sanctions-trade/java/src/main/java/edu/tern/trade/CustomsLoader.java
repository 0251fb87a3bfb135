package edu.tern.trade;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;

/** Loads the monthly customs declaration extracts (SQL Server at the partner agency) into the panel. */
public final class CustomsLoader {
    private static final String SOURCE =
        "jdbc:sqlserver://customs-extract.partner.example.org:1433;databaseName=Extracts;encrypt=true";

    public static void main(String[] args) throws Exception {
        try (Connection src = DriverManager.getConnection(SOURCE, "tern_research", "{{password:sqlserver-password}}");
             Connection dst = DriverManager.getConnection(
                 "jdbc:postgresql://panel-db.tern.example.edu/trade_panel", "loader", System.getenv("PANEL_PW"))) {
            PreparedStatement q = src.prepareStatement("SELECT * FROM dbo.Declarations WHERE Period = ?");
            q.setString(1, args[0]);
            // ... copy rows
        }
    }
}
