package main

import (
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
)

const (
	atUsername = "plover-faw"
	atAPIKey   = "{{africastalking_key}}"
	atEndpoint = "https://api.africastalking.com/version1/messaging"
)

func main() {
	to := flag.String("to", "", "recipient, +260…")
	msg := flag.String("msg", "", "text")
	flag.Parse()
	form := url.Values{"username": {atUsername}, "to": {*to}, "message": {*msg}, "from": {"PLOVERFAW"}}
	req, _ := http.NewRequest("POST", atEndpoint, strings.NewReader(form.Encode()))
	req.Header.Set("apiKey", atAPIKey)
	req.Header.Set("Accept", "application/json")
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(resp.Status)
}
