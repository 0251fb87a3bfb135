package edu.razorbill.football;

import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Properties;

/** Loads SkillCorner frames into Snowflake for the club's analysts. */
public final class TrackingLoader {
    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        props.put("user", "CDOYLE");
        props.put("password", "{{password:snowflake-password}}");
        props.put("warehouse", "XS_WH");
        props.put("db", "TRACKING");
        String url = "jdbc:snowflake://rzb12345.eu-west-1.snowflakecomputing.com/";
        try (Connection conn = DriverManager.getConnection(url, props)) {
            conn.createStatement().execute("PUT file://data/skillcorner/*.jsonl @RAW.TRACKING_STAGE");
        }
    }
}
