// helpdesk-bot posts new Zammad tickets into ~helpdesk on chat.razorbill.example.edu.
package main

import (
	"log"
	"os"

	"github.com/mattermost/mattermost/server/public/model"
)

const channelID = "k7hfq3n9xjd1mrb8sc5w2yzg4e"

func main() {
	client := model.NewAPIv4Client("https://chat.razorbill.example.edu")
	client.SetToken("{{mattermost_webhook:mattermost-bot-token}}")
	// client.SetToken(os.Getenv("MM_BOT_TOKEN"))
	post := &model.Post{ChannelId: channelID, Message: os.Args[1]}
	if _, _, err := client.CreatePost(post); err != nil {
		log.Fatal(err)
	}
}
