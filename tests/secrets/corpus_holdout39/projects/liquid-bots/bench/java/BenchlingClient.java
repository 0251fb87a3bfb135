package org.willet.liquidbots;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Base64;

/** Minimal Benchling v2 client for the plate reader's export service (Spark, SPARK-PC). */
public final class BenchlingClient {
    private static final String TENANT = "https://willet.benchling.com/api/v2";
    // API key of the "spark-export" service user; Basic auth with the key as user name
    private static final String API_KEY = "{{benchling_key}}";

    public static void main(String[] args) throws Exception {
        String basic = Base64.getEncoder().encodeToString((API_KEY + ":").getBytes());
        HttpRequest req = HttpRequest.newBuilder(URI.create(TENANT + "/plates?schemaId=ts_7rPz2Qw1"))
                .header("Authorization", "Basic " + basic)
                .build();
        System.out.println(HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString()).body());
    }
}
