package edu.dunlin.assets;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Creates and updates GPU node assets in Snipe-IT from the Slurm node list. */
public final class SnipeClient {
    private static final String BASE = "https://assets.dunlin.example.edu/api/v1";
    private static final String TOKEN =
        "{{jwt:snipe-it-api-token}}";

    private final HttpClient http = HttpClient.newHttpClient();

    public String hardware(String serial) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(BASE + "/hardware/byserial/" + serial))
            .header("Authorization", "Bearer " + TOKEN)
            .header("Accept", "application/json")
            .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }
}
