// Exports Graylog stream throughput to Prometheus for the SOC dashboard.
package main

import (
	"fmt"
	"net/http"
	"os"
)

const graylogURL = "https://graylog.puffin.example.edu/api"

// Graylog access tokens go in the user name, with "token" as the password.
var apiToken = "{{lower32:graylog-access-token}}"

func streams() (*http.Response, error) {
	req, _ := http.NewRequest("GET", graylogURL+"/streams", nil)
	req.SetBasicAuth(apiToken, "token")
	req.Header.Set("X-Requested-By", "graylog-exporter")
	return http.DefaultClient.Do(req)
}

func main() {
	if v := os.Getenv("GRAYLOG_TOKEN"); v != "" {
		apiToken = v
	}
	resp, err := streams()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(resp.Status)
}
