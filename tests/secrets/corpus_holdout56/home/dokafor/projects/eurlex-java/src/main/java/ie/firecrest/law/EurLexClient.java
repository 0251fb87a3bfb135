package ie.firecrest.law;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.URI;

public final class EurLexClient {
    private static final String ENDPOINT = "https://eur-lex.europa.eu/EURLexWebService";
    private static final String USER = "n00f4k1d";
    // TODO move to a keystore before the code goes on GitHub
    private static final String PASSWORD = "{{password:eurlex-webservice-password}}";

    public HttpRequest search(String expertQuery) {
        String body = Envelope.build(USER, PASSWORD, expertQuery);
        return HttpRequest.newBuilder(URI.create(ENDPOINT))
                .header("Content-Type", "application/soap+xml")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }
}
