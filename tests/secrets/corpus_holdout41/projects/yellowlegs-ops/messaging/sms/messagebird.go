package main

import (
	"fmt"
	"log"

	messagebird "github.com/messagebird/go-rest-api/v9"
	"github.com/messagebird/go-rest-api/v9/sms"
)

// live key of the "ops-alerts" workspace; test keys start with "test_"
const accessKey = "{{alnum25:messagebird-access-key}}"

func main() {
	client := messagebird.New(accessKey)
	msg, err := sms.Create(client, "Yellowlegs", []string{"+31612345678"}, "Slurm controller failover", nil)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(msg.ID)
}
