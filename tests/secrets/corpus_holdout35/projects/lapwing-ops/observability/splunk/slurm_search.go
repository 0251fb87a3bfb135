// slurm_search runs a saved search on the Splunk search head and prints failed jobs.
package main

import (
	"crypto/tls"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

const searchHead = "https://splunk-sh1.lapwing.example.org:8089"

// token for the zabbix-bridge audience, created under Settings > Tokens, 90 days
var splunkToken = "{{splunk_token}}"

func main() {
	form := url.Values{"search": {"search index=slurm state=FAILED | stats count by user"}, "exec_mode": {"oneshot"}, "output_mode": {"json"}}
	req, _ := http.NewRequest("POST", searchHead+"/services/search/jobs", strings.NewReader(form.Encode()))
	req.Header.Set("Authorization", "Bearer "+splunkToken)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{}}}
	resp, err := client.Do(req)
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	fmt.Println(string(body))
}
