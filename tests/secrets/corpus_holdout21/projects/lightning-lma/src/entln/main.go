// Pulls Earth Networks Total Lightning Network pulses for a day, to compare with the LMA flashes.
package main

import (
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
)

const (
	baseURL   = "https://lightning.earthnetworks.example.com/v2/pulses"
	partnerID = "TERN-UNI-0413"
	apiKey    = "{{uuid:earthnetworks-api-key}}"
)

func main() {
	day := flag.String("day", "", "UTC day, YYYY-MM-DD")
	flag.Parse()
	req, _ := http.NewRequest("GET", fmt.Sprintf("%s?date=%s&bbox=-107.5,33.5,-106.0,34.6", baseURL, *day), nil)
	req.Header.Set("x-api-key", apiKey)
	req.Header.Set("x-partner-id", partnerID)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	io.Copy(os.Stdout, resp.Body)
}
