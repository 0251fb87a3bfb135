// Forwards fridge-tag temperatures (LogTag, Fridge-tag 2E) to ThingsBoard over MQTT.
package main

import (
	"flag"
	"fmt"

	mqtt "github.com/eclipse/paho.mqtt.golang"
)

const defaultToken = "{{alnum20:thingsboard-access-token}}"

func main() {
	token := flag.String("tb-token", defaultToken, "ThingsBoard device access token")
	flag.Parse()
	opts := mqtt.NewClientOptions().AddBroker("ssl://tb.kittiwake.example.edu:8883")
	opts.SetUsername(*token)
	c := mqtt.NewClient(opts)
	fmt.Println(c.IsConnected())
}
