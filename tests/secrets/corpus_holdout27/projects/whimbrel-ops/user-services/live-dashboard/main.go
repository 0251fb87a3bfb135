// live-dashboard publishes queue depth and node states to the portal's live page over Ably.
package main

import (
	"context"
	"log"
	"os/exec"
	"time"

	"github.com/ably/ably-go/ably"
)

func main() {
	client, err := ably.NewREST(ably.WithKey("{{ably_key}}"))
	if err != nil {
		log.Fatal(err)
	}
	channel := client.Channels.Get("whimbrel:queue")
	for range time.Tick(30 * time.Second) {
		out, _ := exec.Command("squeue", "-h", "-t", "PD", "-o", "%P").Output()
		if err := channel.Publish(context.Background(), "pending", string(out)); err != nil {
			log.Println(err)
		}
	}
}
