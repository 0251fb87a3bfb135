package main

import (
	"context"
	"log"

	"github.com/ClickHouse/clickhouse-go/v2"
	influxdb2 "github.com/influxdata/influxdb-client-go/v2"
)

func main() {
	conn, err := clickhouse.Open(&clickhouse.Options{
		Addr: []string{"clickhouse.skua.example.edu:9440"},
		Auth: clickhouse.Auth{
			Database: "jobstats",
			Username: "jobstats_writer",
			Password: "{{password:clickhouse-password}}",
		},
	})
	if err != nil {
		log.Fatal(err)
	}
	// second sink: InfluxDB, token passed positionally
	client := influxdb2.NewClient("https://influx.skua.example.edu", "{{influxdb}}")
	defer client.Close()
	_ = conn.Ping(context.Background())
}
