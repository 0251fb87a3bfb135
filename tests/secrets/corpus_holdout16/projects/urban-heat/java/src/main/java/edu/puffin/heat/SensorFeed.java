package edu.puffin.heat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Polls the city's sensor platform (a FROST SensorThings server) for street-level temperature. */
public class SensorFeed {
    private static final String BASE = "https://sensors.mumbai-smartcity.example.in/FROST-Server/v1.1";
    private static final String USER = "puffin_heat";
    private static final String PASS = "{{password:sensorthings-password}}";

    public static void main(String[] args) throws Exception {
        String basic = java.util.Base64.getEncoder().encodeToString((USER + ":" + PASS).getBytes());
        HttpRequest req = HttpRequest.newBuilder(URI.create(BASE + "/Datastreams?$top=100"))
                .header("Authorization", "Basic " + basic)
                .build();
        HttpResponse<String> resp = HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString());
        System.out.println(resp.statusCode());
    }
}
