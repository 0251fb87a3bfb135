package main

// Reads loop-detector counts from the road authority's MQTT broker and writes them to PostGIS.

import (
	"database/sql"
	"log"
	"os"

	mqtt "github.com/eclipse/paho.mqtt.golang"
	_ "github.com/lib/pq"
)

const broker = "ssl://mqtt.vegvesen-partner.example.no:8883"

func main() {
	opts := mqtt.NewClientOptions().AddBroker(broker)
	opts.SetClientID("petrel-corridor-sim")
	opts.SetUsername("petrel_ro")
	opts.SetPassword("{{password:mqtt-password}}")
	c := mqtt.NewClient(opts)
	if t := c.Connect(); t.Wait() && t.Error() != nil {
		log.Fatal(t.Error())
	}
	db, err := sql.Open("postgres", os.Getenv("CORRIDOR_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	c.Subscribe("detectors/+/counts", 1, handler(db))
	select {}
}
