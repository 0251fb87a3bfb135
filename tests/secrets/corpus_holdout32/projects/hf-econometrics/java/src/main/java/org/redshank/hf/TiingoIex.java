package org.redshank.hf;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public final class TiingoIex {
    private static final String TOKEN = "{{hex40:tiingo-api-key}}";

    public static void main(String[] args) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest req = HttpRequest.newBuilder()
            .uri(URI.create("https://api.tiingo.com/iex/aapl/prices?startDate=2024-03-15&resampleFreq=1min"))
            .header("Authorization", "Token " + TOKEN)
            .build();
        System.out.println(http.send(req, HttpResponse.BodyHandlers.ofString()).body());
    }
}
