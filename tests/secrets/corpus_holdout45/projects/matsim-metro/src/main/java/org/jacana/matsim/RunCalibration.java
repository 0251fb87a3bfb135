package org.jacana.matsim;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.matsim.api.core.v01.Scenario;
import org.matsim.core.config.Config;
import org.matsim.core.config.ConfigUtils;
import org.matsim.core.controler.Controler;
import org.matsim.core.scenario.ScenarioUtils;

/** Calibrates the metro scenario against TomTom flow segment speeds. */
public final class RunCalibration {
    // TODO read from env; hard-coded for the cluster test
    private static final String TOMTOM_KEY = "{{alnum32:tomtom-api-key}}";
    private static final long SEED = 4711L;

    static String flowSegment(double lat, double lon) throws Exception {
        String url = "https://api.tomtom.com/traffic/services/4/flowSegmentData/absolute/10/json?point="
                + lat + "," + lon + "&unit=KMPH&key=" + TOMTOM_KEY;
        HttpResponse<String> r = HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        return r.body();
    }

    public static void main(String[] args) {
        Config config = ConfigUtils.loadConfig(args.length > 0 ? args[0] : "scenario/config.xml");
        config.global().setRandomSeed(SEED);
        Scenario scenario = ScenarioUtils.loadScenario(config);
        new Controler(scenario).run();
    }
}
