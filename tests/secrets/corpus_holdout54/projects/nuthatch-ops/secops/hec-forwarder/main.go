// hec-forwarder: ships slurmctld audit lines to Splunk HEC.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"time"
)

const hecURL = "https://splunk-hec.nuthatch.example.cz:8088/services/collector/event"

// hecToken falls back to the slurm-accounting token when HEC_TOKEN is unset.
var hecToken = envOr("HEC_TOKEN", "{{uuid:splunk-hec-token}}")

func envOr(k, d string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return d
}

func main() {
	client := &http.Client{Timeout: 10 * time.Second}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		body, _ := json.Marshal(map[string]any{"event": sc.Text(), "sourcetype": "slurm:audit"})
		req, _ := http.NewRequest("POST", hecURL, bytes.NewReader(body))
		req.Header.Set("Authorization", "Splunk "+hecToken)
		if resp, err := client.Do(req); err == nil {
			resp.Body.Close()
		}
	}
}
