import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Lists the datasets of the EPIC v2 run in BaseSpace (the bs CLI is not on the compute nodes). */
public class BaseSpaceFetch {
    private static final String API = "https://api.euc1.sh.basespace.illumina.com/v2";
    private static final String TOKEN = "{{hex32:basespace-access-token}}";

    public static void main(String[] args) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest req = HttpRequest.newBuilder(URI.create(API + "/projects/418233601/datasets"))
                .header("x-access-token", TOKEN)
                .GET()
                .build();
        System.out.println(client.send(req, HttpResponse.BodyHandlers.ofString()).body());
    }
}
