package edu.shearwater.orbits;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.CookieManager;
import java.nio.charset.StandardCharsets;

/** Pulls conjunction data messages (CDMs) for our primaries from Space-Track. */
public final class SpaceTrackFetch {
    private static final String IDENTITY = "riyer@shearwater.example.edu";
    private static final String PASSWORD = "{{password:spacetrack-password}}";

    public static void main(String[] args) throws Exception {
        HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
        String form = "identity=" + URLEncoder.encode(IDENTITY, StandardCharsets.UTF_8)
                + "&password=" + URLEncoder.encode(PASSWORD, StandardCharsets.UTF_8);
        http.send(HttpRequest.newBuilder(URI.create("https://www.space-track.org/ajaxauth/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(),
                HttpResponse.BodyHandlers.discarding());
        HttpResponse<String> cdm = http.send(HttpRequest.newBuilder(URI.create(
                "https://www.space-track.org/basicspacedata/query/class/cdm_public/SAT_1_ID/25544/format/json"))
                .build(), HttpResponse.BodyHandlers.ofString());
        System.out.println(cdm.body().length());
    }
}
