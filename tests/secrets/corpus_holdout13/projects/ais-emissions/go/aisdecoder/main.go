package main

import (
	"context"
	"log"
	"os"

	"github.com/twmb/franz-go/pkg/kgo"
	"github.com/twmb/franz-go/pkg/sasl/plain"
)

// terrestrial AIS from our two shore receivers, NMEA !AIVDM decoded and pushed to Kafka
func main() {
	cl, err := kgo.NewClient(
		kgo.SeedBrokers("pkc-41wq6.eu-west-2.aws.confluent.cloud:9092"),
		kgo.SASL(plain.Auth{
			User: "{{confluent_key}}",
			Pass: "{{confluent_secret}}",
		}.AsMechanism()),
		kgo.DefaultProduceTopic("ais.terrestrial"),
	)
	if err != nil {
		log.Fatal(err)
	}
	defer cl.Close()
	receiver := os.Getenv("AIS_RECEIVER") // e.g. tcp://10.22.4.9:10110
	if err := pump(context.Background(), cl, receiver); err != nil {
		log.Fatal(err)
	}
}
