package main

// Sends an SMS to the on-call fire modeller when the ensemble spread exceeds the threshold.

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const (
	accountSID = "AC4f9b2c8e1d7a6b3c5e0f2a9d8c7b6e5a4"
	authToken  = "{{hex32:twilio-auth-token}}"
	from       = "+15105550142"
)

func sendSMS(to, body string) error {
	form := url.Values{"To": {to}, "From": {from}, "Body": {body}}
	req, _ := http.NewRequest("POST",
		fmt.Sprintf("https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json", accountSID),
		strings.NewReader(form.Encode()))
	req.SetBasicAuth(accountSID, authToken)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return nil
}

func main() {
	_ = sendSMS("+15105550199", "firespread: ROS spread > 40 m/min in member 12")
}
