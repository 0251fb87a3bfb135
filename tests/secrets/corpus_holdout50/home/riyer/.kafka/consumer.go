package main

import (
	"context"
	"log"

	"github.com/segmentio/kafka-go"
	"github.com/segmentio/kafka-go/sasl/scram"
)

func main() {
	mech, err := scram.Mechanism(scram.SHA512, "telemetry-reader", "{{password:kafka-scram-password}}")
	if err != nil {
		log.Fatal(err)
	}
	r := kafka.NewReader(kafka.ReaderConfig{
		Brokers: []string{"kafka01.wagtail.example.jp:9093"},
		GroupID: "gpu-telemetry-dash",
		Topic:   "dcgm.metrics",
		Dialer:  &kafka.Dialer{SASLMechanism: mech, TLS: nil},
	})
	for {
		m, err := r.ReadMessage(context.Background())
		if err != nil {
			break
		}
		log.Printf("%s offset=%d", m.Key, m.Offset)
	}
}
