package edu.petrel.corridor;

import com.azure.messaging.eventhubs.EventHubClientBuilder;
import com.azure.messaging.eventhubs.EventHubConsumerAsyncClient;

/** Live loop-detector counts the city streams into its Event Hub. */
public final class CountsConsumer {
    private static final String CONNECTION =
        "Endpoint=sb://oslo-traffic-ingest.servicebus.windows.net/;SharedAccessKeyName=petrel-listen;SharedAccessKey={{sas_key:azure-shared-access-key}};EntityPath=detector-counts";

    public static void main(String[] args) {
        EventHubConsumerAsyncClient consumer = new EventHubClientBuilder()
            .connectionString(CONNECTION)
            .consumerGroup("petrel")
            .buildAsyncConsumerClient();
        consumer.receive(false).subscribe(e -> System.out.println(e.getData().getBodyAsString()));
    }
}
