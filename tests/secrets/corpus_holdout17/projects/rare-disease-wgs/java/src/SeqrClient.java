package edu.guillemot.rd;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Pull saved variants from seqr's API for the weekly review list. */
public class SeqrClient {
    private static final String SEQR = "https://seqr.guillemot.example.edu";
    // seqr's service account token (Django REST), issued by the admin
    private static final String TOKEN = "{{hex40:seqr-api-token}}";

    public static void main(String[] args) throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create(SEQR + "/api/project/R0042_trios/saved_variants"))
                .header("Authorization", "Token " + TOKEN)
                .build();
        HttpResponse<String> r = HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString());
        System.out.println(r.body());
    }
}
