// redfish_session opens a Redfish session on an iDRAC and prints power state.
package main

import (
	"bytes"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"net/http"
)

const (
	bmc      = "https://10.20.1.19"
	user     = "root"
	password = "{{password:idrac-password}}"
)

func main() {
	tr := &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}
	client := &http.Client{Transport: tr}
	body, _ := json.Marshal(map[string]string{"UserName": user, "Password": password})
	resp, err := client.Post(bmc+"/redfish/v1/SessionService/Sessions", "application/json", bytes.NewReader(body))
	if err != nil {
		panic(err)
	}
	token := resp.Header.Get("X-Auth-Token")
	req, _ := http.NewRequest("GET", bmc+"/redfish/v1/Systems/System.Embedded.1", nil)
	req.Header.Set("X-Auth-Token", token)
	r, _ := client.Do(req)
	fmt.Println(r.Status, resp.Header.Get("Location"))
}
