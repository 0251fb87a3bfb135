package org.example.greenshank.kg;

import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Session;

/** Exports metapath counts for the GDS link-prediction pipeline (run from the login node). */
public final class PathExport {
    private static final String URI = "neo4j+s://7f3e2a1b.databases.neo4j.io";
    private static final String USER = "neo4j";
    private static final String PASSWORD = "{{b64url43:neo4j-aura-password}}";

    public static void main(String[] args) {
        try (Driver driver = GraphDatabase.driver(URI, AuthTokens.basic(USER, PASSWORD));
             Session session = driver.session()) {
            session.run("CALL gds.graph.project('repurpose', ['Drug','Protein','Disease'], '*')")
                   .consume();
            System.out.println("projected");
        }
    }
}
