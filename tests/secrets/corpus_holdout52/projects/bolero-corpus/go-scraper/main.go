package main

import (
	"fmt"
	"net/http"
	"os"
)

// youtubeKey is the YouTube Data API v3 key of the "bolero-corpus" Cloud project.
// Restricted to the YouTube Data API, but not to an IP: keep it out of the repo.
const youtubeKey = "{{google_api_key}}"

func main() {
	q := "https://www.googleapis.com/youtube/v3/search?part=snippet&type=video&q=bolero+trio&key=" + youtubeKey
	resp, err := http.Get(q)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	fmt.Println(resp.Status)
}
