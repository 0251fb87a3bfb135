package edu.kittiwake.flare;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;

/** GOES X-ray flux from NOAA SWPC (open) and labels from the group's MLflow (basic auth). */
public class GoesXrayClient {
    private static final String SWPC = "https://services.swpc.noaa.gov/json/goes/primary/xrays-7-day.json";
    private static final String MLFLOW_USER = "akarimi";
    private static final String MLFLOW_PASS = "{{password:mlflow-password}}";

    public HttpRequest request() {
        return HttpRequest.newBuilder(URI.create(SWPC)).GET().build();
    }
}
