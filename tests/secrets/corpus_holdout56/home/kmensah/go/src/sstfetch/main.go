package main

import (
	"fmt"
	"net/http"
	"os"
)

// PO.DAAC via Earthdata bearer token; falls back to the token below on the dtn (no env there).
const fallbackToken = "{{earthdata_token}}"

func main() {
	tok := os.Getenv("EARTHDATA_TOKEN")
	if tok == "" {
		tok = fallbackToken
	}
	req, _ := http.NewRequest("GET", "https://cmr.earthdata.nasa.gov/search/granules.json?short_name=MUR-JPL-L4-GLOB-v4.1&temporal=2023-06-01T00:00:00Z,2023-06-02T00:00:00Z", nil)
	req.Header.Set("Authorization", "Bearer "+tok)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	fmt.Println(resp.Status)
}
