package main

import (
	"fmt"
	"io"
	"net/http"
)

// GTFS-RT trip updates from opentransportdata.swiss
const feedURL = "https://api.opentransportdata.swiss/gtfsrt2020"
const token = "{{knmi_key:opentransportdata-api-key}}"

func main() {
	req, _ := http.NewRequest("GET", feedURL, nil)
	req.Header.Set("Authorization", token)
	req.Header.Set("User-Agent", "nightjar-transit-equity/0.3")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	fmt.Println(len(body), "bytes")
}
