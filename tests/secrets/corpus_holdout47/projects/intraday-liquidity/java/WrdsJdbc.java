package edu.example.bittern.liquidity;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;

/** Pulls Compustat fundamentals for the liquidity panel (JDBC to the WRDS PostgreSQL server). */
public final class WrdsJdbc {
    private static final String URL =
        "jdbc:postgresql://wrds-pgdata.wharton.upenn.edu:9737/wrds?ssl=true&sslmode=require&user=mdubois&password={{password_url:wrds-password}}";

    public static void main(String[] args) throws Exception {
        try (Connection c = DriverManager.getConnection(URL);
             ResultSet rs = c.createStatement().executeQuery(
                 "select gvkey, datadate, at, lt from comp.funda where fyear = 2024 limit 10")) {
            while (rs.next()) {
                System.out.println(rs.getString("gvkey") + " " + rs.getDate("datadate"));
            }
        }
    }
}
