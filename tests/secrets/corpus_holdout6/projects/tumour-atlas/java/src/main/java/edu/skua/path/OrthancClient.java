package edu.skua.path;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Base64;

public final class OrthancClient {
    private static final String BASE = "https://orthanc.skua.example.edu";
    // read-only service account for the tile server
    private static final String USER = "viewer";
    private static final String PASSWORD = "{{password:orthanc-password}}";

    public static String studies() throws Exception {
        String auth = Base64.getEncoder().encodeToString((USER + ":" + PASSWORD).getBytes());
        HttpRequest req = HttpRequest.newBuilder(URI.create(BASE + "/studies"))
                .header("Authorization", "Basic " + auth)
                .build();
        return HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString()).body();
    }
}
