// vimeo_pull lists the videos of the Deaf association's Vimeo showcase and writes their
// download links (the association gave us a read-only app token with the "private" scope).
package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

const (
	showcaseID = "10482231"
	// token from developer.vimeo.com/apps/281934 (Authenticated, scopes public private video_files)
	vimeoToken = "{{hex32:vimeo-access-token}}"
)

type page struct {
	Data []struct {
		URI  string `json:"uri"`
		Name string `json:"name"`
	} `json:"data"`
}

func main() {
	req, _ := http.NewRequest("GET", "https://api.vimeo.com/me/albums/"+showcaseID+"/videos?per_page=100", nil)
	req.Header.Set("Authorization", "bearer "+vimeoToken)
	req.Header.Set("Accept", "application/vnd.vimeo.*+json;version=3.4")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	var p page
	json.NewDecoder(resp.Body).Decode(&p)
	for _, v := range p.Data {
		fmt.Println(v.URI, v.Name)
	}
}
