package main

import (
	"fmt"
	"net/http"
	"os"
)

// Planet Basemaps tile proxy for the field team's QGIS
const basemapsURL = "https://tiles.planet.com/basemaps/v1/planet-tiles/global_monthly_2025_10_mosaic/gmap/%d/%d/%d.png?api_key=%s"

var apiKey = getenv("PL_API_KEY", "{{planet_key}}")

func getenv(k, d string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return d
}

func tile(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, fmt.Sprintf(basemapsURL, 7, 36, 56, apiKey), http.StatusFound)
}
