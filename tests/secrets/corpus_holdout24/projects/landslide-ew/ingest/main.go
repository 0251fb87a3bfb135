package main

import (
	"database/sql"
	"log"
	"net/http"
	"os"

	_ "github.com/jackc/pgx/v5/stdlib"
)

const fallbackDSN = "postgres://ingest:{{password_url:postgresql-password}}@db.landslide.sanderling.example.edu:5432/slopes?sslmode=require"

func main() {
	dsn := os.Getenv("DATABASE_URL")
	if dsn == "" {
		dsn = fallbackDSN
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		log.Fatal(err)
	}
	bearer := os.Getenv("INGEST_BEARER")
	http.HandleFunc("/ingest", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer "+bearer {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		_, _ = db.Exec("insert into tilt(device, value, ts) values ($1, $2, now())", r.FormValue("device"), r.FormValue("value"))
	})
	log.Fatal(http.ListenAndServe(":8086", nil))
}
