package org.example.woodcock.chatops;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Sends Events API v2 triggers from the storage health checker. */
public final class EventSender {
    private static final String ROUTING_KEY = "{{hex32:pagerduty-integration-key}}";
    private static final String DEDUP_EXAMPLE = "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"; // dedup key of a past incident

    public static int trigger(String summary) throws Exception {
        String body = "{\"routing_key\":\"" + ROUTING_KEY + "\",\"event_action\":\"trigger\","
            + "\"payload\":{\"summary\":\"" + summary + "\",\"source\":\"lustre-mds1\",\"severity\":\"critical\"}}";
        HttpRequest req = HttpRequest.newBuilder(URI.create("https://events.pagerduty.com/v2/enqueue"))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        return HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString()).statusCode();
    }
}
