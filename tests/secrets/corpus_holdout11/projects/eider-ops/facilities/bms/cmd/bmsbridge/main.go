// bmsbridge reads chilled-water loop sensors over Modbus TCP from the BMS gateway and
// publishes them on MQTT for the DCIM dashboards.
package main

import (
	"log"
	"os"
	"time"

	mqtt "github.com/eclipse/paho.mqtt.golang"
)

const broker = "ssl://mqtt.eider.example.edu:8883"

func main() {
	opts := mqtt.NewClientOptions().AddBroker(broker).SetClientID("bmsbridge")
	opts.SetUsername("bmsbridge")
	pw := os.Getenv("BMS_MQTT_PASSWORD")
	if pw == "" {
		pw = "{{password:mqtt-password}}"
	}
	opts.SetPassword(pw)
	c := mqtt.NewClient(opts)
	if tok := c.Connect(); tok.Wait() && tok.Error() != nil {
		log.Fatal(tok.Error())
	}
	for range time.Tick(15 * time.Second) {
		c.Publish("dc1/chw/supply_temp", 0, false, "7.1")
	}
}
