package main

// upload_vtk pushes ParaView snapshots of the channel runs to the group's Girder
// collection at data.stint.example.org.

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
)

const (
	girderURL    = "https://data.stint.example.org/api/v1"
	folderID     = "65f1c0a9e4b0d2a7c3f81e22"
	girderAPIKey = "{{random40:girder-api-key}}"
)

func token() (string, error) {
	req, _ := http.NewRequest("POST", girderURL+"/api_key/token?key="+girderAPIKey, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Header.Get("Girder-Token"), nil
}

func main() {
	tok, err := token()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	body := bytes.NewBufferString("")
	req, _ := http.NewRequest("POST", girderURL+"/file?parentType=folder&parentId="+folderID, body)
	req.Header.Set("Girder-Token", tok)
	http.DefaultClient.Do(req)
}
