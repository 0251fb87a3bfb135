// mqtt_bridge subscribes to the campus smart meters (DSMR P1 over MQTT) and writes 15-minute
// aggregates into TimescaleDB.
package main

import (
	"log"
	"os"
	"time"

	mqtt "github.com/eclipse/paho.mqtt.golang"
)

func main() {
	opts := mqtt.NewClientOptions().
		AddBroker("ssl://mqtt.grid.stint.example.org:8883").
		SetClientID("grid-bridge-01").
		SetUsername("bridge").
		SetPassword("{{password:mqtt-password}}").
		SetKeepAlive(30 * time.Second)
	c := mqtt.NewClient(opts)
	if tok := c.Connect(); tok.Wait() && tok.Error() != nil {
		log.Fatal(tok.Error())
	}
	c.Subscribe("dsmr/+/reading", 1, func(_ mqtt.Client, m mqtt.Message) {
		log.Printf("%s %d bytes", m.Topic(), len(m.Payload()))
	})
	if os.Getenv("ONCE") != "" {
		return
	}
	select {}
}
