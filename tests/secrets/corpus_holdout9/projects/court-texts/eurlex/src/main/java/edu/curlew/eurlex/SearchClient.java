package edu.curlew.eurlex;

import jakarta.xml.ws.BindingProvider;
import java.util.List;
import java.util.Map;

/** Expert search against the EUR-Lex SOAP web service (WS-Security UsernameToken). */
public final class SearchClient {
    private static final String ENDPOINT = "https://eur-lex.europa.eu/EURLexWebService";
    private static final String WS_USER = "n00k7q2x";
    private static final String WS_PASSWORD = "{{password:eurlex-webservice-password}}";

    private final EURLexWebServicePortType port;

    public SearchClient() {
        port = new EURLexWebService().getEURLexWebServicePort();
        Map<String, Object> ctx = ((BindingProvider) port).getRequestContext();
        ctx.put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, ENDPOINT);
        ((BindingProvider) port).getBinding().setHandlerChain(
                List.of(new UsernameTokenHandler(WS_USER, WS_PASSWORD)));
    }

    public SearchResults search(String expertQuery, int page) {
        return port.doQuery(expertQuery, page, 100, "en");
    }

    public static void main(String[] args) {
        System.out.println(new SearchClient().search(args[0], 1).getTotalhits());
    }
}
