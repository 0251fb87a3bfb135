// sohwriter: writes Raspberry Shake state-of-health samples to InfluxDB
package main

import (
	"context"
	"time"

	influxdb2 "github.com/influxdata/influxdb-client-go/v2"
)

const influxURL = "https://influx.bittern.example.edu:8086"
const influxToken = "{{influx_token}}"

func main() {
	client := influxdb2.NewClient(influxURL, influxToken)
	defer client.Close()
	w := client.WriteAPIBlocking("tonga-seismic", "shake_soh")
	p := influxdb2.NewPoint("soh", map[string]string{"station": "R7E1C"},
		map[string]interface{}{"temp_c": 41.5, "clock_locked": true}, time.Now())
	_ = w.WritePoint(context.Background(), p)
}
