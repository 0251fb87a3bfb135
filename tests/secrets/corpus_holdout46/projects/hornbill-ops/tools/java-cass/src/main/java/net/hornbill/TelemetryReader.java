package net.hornbill;

import com.datastax.oss.driver.api.core.CqlSession;
import java.net.InetSocketAddress;

public class TelemetryReader {
    // read-only role for the dashboards
    private static final String USER = "telemetry_ro";
    private static final String PASSWORD = "{{password:cassandra-password}}";

    public static void main(String[] args) {
        try (CqlSession session = CqlSession.builder()
                .addContactPoint(new InetSocketAddress("cass1.hornbill.example.net", 9042))
                .withLocalDatacenter("dc1")
                .withAuthCredentials(USER, PASSWORD)
                .build()) {
            session.execute("SELECT node, ts, watts FROM telemetry.power LIMIT 10")
                   .forEach(r -> System.out.println(r.getString("node")));
        }
    }
}
