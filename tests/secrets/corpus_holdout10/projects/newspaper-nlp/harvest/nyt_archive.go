// Command nyt_archive downloads one month of the NYT Archive API per call.
package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
)

const apiKey = "{{alnum32:nyt-api-key}}"

func main() {
	year, month := os.Args[1], os.Args[2]
	url := fmt.Sprintf("https://api.nytimes.com/svc/archive/v1/%s/%s.json?api-key=%s", year, month, apiKey)
	resp, err := http.Get(url)
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	out, _ := os.Create(fmt.Sprintf("data/nyt/%s-%s.json", year, month))
	defer out.Close()
	io.Copy(out, resp.Body)
}
