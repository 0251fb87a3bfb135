package uk.ac.example.curlew;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

/** Counts for the feasibility report, run on the safe haven VM. */
public final class OmopExtract {
    private static final String URL =
        "jdbc:postgresql://omop-db.curlew.example.ac.uk:5432/omop?sslmode=require&currentSchema=cdm_ra_2025q1";

    public static void main(String[] args) throws Exception {
        try (Connection c = DriverManager.getConnection(URL, "sduffy", "{{password:omop-db-password}}");
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(
                 "select count(distinct person_id) from condition_occurrence where condition_concept_id = 80809")) {
            rs.next();
            System.out.println("RA persons: " + rs.getLong(1));
        }
    }
}
