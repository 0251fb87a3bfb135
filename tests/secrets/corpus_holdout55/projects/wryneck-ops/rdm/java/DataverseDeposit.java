import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Deposit the nightly metadata export into the "wryneck-ops" collection. */
public class DataverseDeposit {
    private static final String SERVER = "https://dataverse.wryneck.example.pt";
    // service account "svc-deposit", token expires 2026-05-01 (Dataverse API tokens last a year)
    private static final String API_TOKEN = "{{uuid:dataverse-api-token}}";

    public static void main(String[] args) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest req = HttpRequest.newBuilder(URI.create(SERVER + "/api/dataverses/wryneck-ops/datasets"))
                .header("X-Dataverse-key", API_TOKEN)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofFile(java.nio.file.Path.of(args[0])))
                .build();
        HttpResponse<String> resp = http.send(req, HttpResponse.BodyHandlers.ofString());
        System.out.println(resp.statusCode() + " " + resp.body());
    }
}
