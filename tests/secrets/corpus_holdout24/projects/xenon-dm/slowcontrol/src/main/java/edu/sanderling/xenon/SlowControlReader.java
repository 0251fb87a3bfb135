package edu.sanderling.xenon;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

/** Reads cryostat pressure and LXe level from the slow-control historian for the run selection. */
public class SlowControlReader {
    private static final String URL = "jdbc:postgresql://sc-historian.xenon.sanderling.example.edu:5432/sc";

    public static void main(String[] args) throws Exception {
        try (Connection c = DriverManager.getConnection(URL, "sc_reader", "{{password:postgresql-password}}");
             Statement s = c.createStatement();
             ResultSet r = s.executeQuery("select ts, value from pt_cryo where ts > now() - interval '1 day'")) {
            while (r.next()) {
                System.out.println(r.getTimestamp(1) + " " + r.getDouble(2));
            }
        }
    }
}
