// aeropoll follows the transatlantic departures of the day through FlightAware AeroAPI and
// writes their positions for contrail matching.
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

const (
	aeroAPIBase = "https://aeroapi.flightaware.com/aeroapi"
	aeroAPIKey  = "{{alnum32:flightaware-aeroapi-key}}"
)

type track struct {
	Positions []struct {
		Latitude  float64   `json:"latitude"`
		Longitude float64   `json:"longitude"`
		Altitude  int       `json:"altitude"`
		Timestamp time.Time `json:"timestamp"`
	} `json:"positions"`
}

func getTrack(client *http.Client, faFlightID string) (*track, error) {
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/flights/%s/track", aeroAPIBase, faFlightID), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("x-apikey", aeroAPIKey)
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var t track
	return &t, json.NewDecoder(resp.Body).Decode(&t)
}

func main() {
	client := &http.Client{Timeout: 20 * time.Second}
	for _, id := range os.Args[1:] {
		t, err := getTrack(client, id)
		if err != nil {
			log.Fatalf("%s: %v", id, err)
		}
		fmt.Printf("%s\t%d positions\n", id, len(t.Positions))
	}
}
