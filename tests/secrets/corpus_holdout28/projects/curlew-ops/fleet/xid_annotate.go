// xid_annotate: turn NVIDIA Xid events from the DCGM exporter logs into Grafana annotations.
package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
)

const grafanaURL = "https://grafana.curlew.example.ac.uk/api/annotations"

var saToken = "{{grafana_sa:grafana-service-account-token}}"

func annotate(host string, xid int, gpuUUID string) error {
	body, _ := json.Marshal(map[string]any{
		"dashboardUID": "gpu-fleet",
		"tags":         []string{"xid", host},
		"text":         host + " " + gpuUUID,
	})
	req, _ := http.NewRequest("POST", grafanaURL, bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+saToken)
	req.Header.Set("Content-Type", "application/json")
	_, err := http.DefaultClient.Do(req)
	return err
}

func main() {
	_ = annotate(os.Args[1], 79, "GPU-5a1c3e7f-9b2d-4f6a-8c0e-1b3d5f7a9c2e")
}
