package org.turnstone.traffic;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;

import org.matsim.api.core.v01.Scenario;
import org.matsim.core.config.Config;
import org.matsim.core.config.ConfigUtils;
import org.matsim.core.controler.Controler;
import org.matsim.core.scenario.ScenarioUtils;

public final class RunLyon {
    private static final String DB_URL = "jdbc:postgresql://gis.turnstone.example.org:5432/lyon";
    private static final String DB_USER = "traffic";
    private static final String DB_PASSWORD = "{{password:postgres-password}}";

    public static void main(String[] args) throws Exception {
        Config config = ConfigUtils.loadConfig(args.length > 0 ? args[0] : "config.xml");
        Scenario scenario = ScenarioUtils.loadScenario(config);
        Controler controler = new Controler(scenario);
        controler.run();

        try (Connection c = DriverManager.getConnection(DB_URL, DB_USER, DB_PASSWORD);
             PreparedStatement st = c.prepareStatement(
                 "INSERT INTO runs (run_id, iterations) VALUES (?, ?)")) {
            st.setString(1, config.controller().getRunId());
            st.setInt(2, config.controller().getLastIteration());
            st.executeUpdate();
        }
    }
}
