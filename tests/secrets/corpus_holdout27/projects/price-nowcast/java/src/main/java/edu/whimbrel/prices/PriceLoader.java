package edu.whimbrel.prices;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Properties;

/** Loads the cleaned daily shelf prices into Snowflake (JDBC), for the agency's nightly pull. */
public final class PriceLoader {
    private static final String URL = "jdbc:snowflake://whimbrel-econ.snowflakecomputing.com/";

    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        props.put("user", "LOSKARSSON");
        props.put("password", "{{password:snowflake-password}}");
        props.put("warehouse", "NOWCAST_WH");
        props.put("db", "PRICES");
        props.put("schema", "CLEAN");
        try (Connection conn = DriverManager.getConnection(URL, props);
             PreparedStatement insert = conn.prepareStatement(
                 "INSERT INTO daily_prices (store, ean, price_sek, day) VALUES (?, ?, ?, ?)")) {
            List<String> rows = Files.readAllLines(Path.of(args[0]));
            for (String row : rows.subList(1, rows.size())) {
                String[] f = row.split(",");
                insert.setString(1, f[0]);
                insert.setString(2, f[1]);
                insert.setBigDecimal(3, new java.math.BigDecimal(f[2]));
                insert.setString(4, f[3]);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }
}
