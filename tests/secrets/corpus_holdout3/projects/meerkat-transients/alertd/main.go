package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"log"
	"net/http"
	"os"
)

// zenodoToken publishes the weekly candidate catalogue; set ZENODO_TOKEN to override.
var zenodoToken = "{{alnum60:zenodo-token}}"

type candidate struct {
	ID   string  `json:"id"`
	RA   float64 `json:"ra"`
	Dec  float64 `json:"dec"`
	SNR  float64 `json:"snr"`
	Hash string  `json:"hash"`
}

func post(url string, c candidate) error {
	body, _ := json.Marshal(map[string]string{"text": c.ID})
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+os.Getenv("SLACK_BOT_TOKEN"))
	_, err = http.DefaultClient.Do(req)
	return err
}

func main() {
	config := flag.String("config", "alertd.yaml", "configuration file")
	flag.Parse()
	if t := os.Getenv("ZENODO_TOKEN"); t != "" {
		zenodoToken = t
	}
	log.Printf("alertd starting with %s", *config)
	c := candidate{ID: "MKT J173201.4-290512", RA: 263.0058, Dec: -29.0867, SNR: 9.1,
		Hash: "c0ffee1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b"}
	if err := post(os.Getenv("SLACK_WEBHOOK_URL"), c); err != nil {
		log.Fatal(err)
	}
}
