// Command bot posts SO2 flux alerts from the summit stations to the observatory's Telegram group.
package main

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
)

var botToken = "{{telegram}}"

const chatID = "-1002214589331" // the observatory group, not a secret

func send(text string) error {
	token := os.Getenv("TELEGRAM_BOT_TOKEN")
	if token == "" {
		token = botToken
	}
	u := fmt.Sprintf("https://api.telegram.org/bot%s/sendMessage", token)
	_, err := http.PostForm(u, url.Values{"chat_id": {chatID}, "text": {text}})
	return err
}

func main() {
	if err := send("SO2 flux above 3000 t/d at RIM-01"); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
