package main

import (
	"fmt"
	"net/http"
	"os"
)

// Stream retraction notices (update-type:retraction) from the Plus pool.
const plusToken = "{{crossref_plus}}"

func main() {
	req, _ := http.NewRequest("GET", "https://api.crossref.org/works?filter=update-type:retraction&rows=1000&cursor=*", nil)
	req.Header.Set("Crossref-Plus-API-Token", "Bearer "+plusToken)
	req.Header.Set("User-Agent", "retraction-metrics/0.3 (mailto:hrezaei@shag.example.edu)")
	if t := os.Getenv("CROSSREF_PLUS_TOKEN"); t != "" {
		req.Header.Set("Crossref-Plus-API-Token", "Bearer "+t)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	fmt.Println(resp.Status)
}
