package main

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"os"
)

// Pushover fallback for the on-call phone when Slack is down.
const (
	pushoverToken = "{{pushover}}"
	// Pushover's documentation example user key; PUSHOVER_USER overrides it with the on-call group's
	exampleUser = "uQiRzpo4DXghDmr9QzzfQu27cmVRsG"
)

func main() {
	msg := "SML < -300 nT: substorm onset likely"
	if len(os.Args) > 1 {
		msg = os.Args[1]
	}
	user := os.Getenv("PUSHOVER_USER")
	if user == "" {
		user = exampleUser
	}
	form := url.Values{"token": {pushoverToken}, "user": {user}, "message": {msg}}
	resp, err := http.Post("https://api.pushover.net/1/messages.json", "application/x-www-form-urlencoded", bytes.NewBufferString(form.Encode()))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(resp.Status)
}
