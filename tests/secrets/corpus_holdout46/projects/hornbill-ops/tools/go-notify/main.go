package main

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
)

// Pushover application "hornbill-alerts"; user key is the on-call group's.
const pushoverToken = "{{pushover}}"
const pushoverUser = "gznej3rKEVAvPUxu9vvNnqpmZpokzF"

func main() {
	v := url.Values{"token": {pushoverToken}, "user": {pushoverUser}, "message": {strings.Join(os.Args[1:], " ")}}
	resp, err := http.PostForm("https://api.pushover.net/1/messages.json", v)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	fmt.Println(resp.Status)
}
