package main

import (
	"log"
	"os/exec"

	"github.com/mattermost/mattermost/server/public/model"
)

const (
	serverURL = "https://mattermost.woodcock.example.org"
	botToken  = "{{mattermost_webhook:mattermost-access-token}}"
	channelID = "9x4q1z7k3jbm8p5cd2sfw6hyre" // ~hpc-status, not a secret
)

func main() {
	client := model.NewAPIv4Client(serverURL)
	client.SetToken(botToken)
	out, _ := exec.Command("sinfo", "-s").Output()
	post := &model.Post{ChannelId: channelID, Message: "```\n" + string(out) + "```"}
	if _, _, err := client.CreatePost(post); err != nil {
		log.Fatal(err)
	}
}
