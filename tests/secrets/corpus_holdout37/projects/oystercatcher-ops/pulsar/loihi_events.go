package main

import (
	"context"
	"log"

	"github.com/apache/pulsar-client-go/pulsar"
)

func main() {
	client, err := pulsar.NewClient(pulsar.ClientOptions{
		URL:            "pulsar+ssl://pulsar.oystercatcher.example.org:6651",
		Authentication: pulsar.NewAuthenticationToken("{{pulsar_token}}"),
	})
	if err != nil {
		log.Fatal(err)
	}
	defer client.Close()
	producer, _ := client.CreateProducer(pulsar.ProducerOptions{Topic: "persistent://neuro/loihi/events"})
	producer.Send(context.Background(), &pulsar.ProducerMessage{Payload: []byte("spike-batch")})
}
