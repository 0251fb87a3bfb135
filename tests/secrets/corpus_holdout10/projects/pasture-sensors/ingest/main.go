// ingest reads uplinks from the ChirpStack gRPC API and writes them to TimescaleDB.
package main

import (
	"context"
	"database/sql"

	_ "github.com/lib/pq"
	"google.golang.org/grpc"
	"google.golang.org/grpc/metadata"
)

const chirpstackToken = "{{chirpstack_key}}"

const dsn = "postgres://pasture:{{password_url:timescaledb-password}}@tsdb.pasture.dunlin.example.edu:5432/pasture?sslmode=require"

func withToken(ctx context.Context) context.Context {
	return metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+chirpstackToken)
}

func main() {
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		panic(err)
	}
	defer db.Close()
	conn, _ := grpc.Dial("chirpstack.pasture.dunlin.example.edu:8080", grpc.WithInsecure())
	defer conn.Close()
	_ = withToken(context.Background())
}
