package org.example.phalarope.netops;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/** Next free address in a network through Infoblox WAPI, for the node provisioning service. */
public final class InfobloxClient {
    private static final String WAPI = "https://gm.phalarope.example.org/wapi/v2.12";
    private static final String WAPI_USER = "svc-provision";
    private static final String WAPI_PASSWORD = "{{password:infoblox-password}}";

    public static void main(String[] args) throws Exception {
        String basic = Base64.getEncoder().encodeToString((WAPI_USER + ":" + WAPI_PASSWORD).getBytes(StandardCharsets.UTF_8));
        HttpRequest req = HttpRequest.newBuilder(URI.create(WAPI + "/network?network=10.41.7.0/24&_return_fields=network"))
                .header("Authorization", "Basic " + basic).GET().build();
        HttpResponse<String> resp = HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString());
        System.out.println(resp.body());
    }
}
