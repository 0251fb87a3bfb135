package main

import (
	"context"
	"log"
	"os"

	influxdb2 "github.com/influxdata/influxdb-client-go/v2"
)

const influxURL = "http://influx.rocklab.dunlin.example.edu:8086"

// fallback for the lab laptop; production reads INFLUX_TOKEN
var tok = "{{influxdb}}"

func main() {
	if t := os.Getenv("INFLUX_TOKEN"); t != "" {
		tok = t
	}
	client := influxdb2.NewClient(influxURL, tok)
	defer client.Close()
	w := client.WriteAPIBlocking("dunlin-rocklab", "triaxial")
	if err := w.WriteRecord(context.Background(), "stress,specimen=GR-07 sigma1=182.4"); err != nil {
		log.Fatal(err)
	}
}
