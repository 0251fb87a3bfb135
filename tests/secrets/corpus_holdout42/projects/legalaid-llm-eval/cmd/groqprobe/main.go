package main

import (
	"context"
	"fmt"

	"github.com/openai/openai-go"
	"github.com/openai/openai-go/option"
)

// Latency probe for Groq's OpenAI-compatible endpoint.
func main() {
	client := openai.NewClient(
		option.WithBaseURL("https://api.groq.com/openai/v1"),
		option.WithAPIKey("{{groq}}"),
	)
	resp, err := client.Chat.Completions.New(context.TODO(), openai.ChatCompletionNewParams{
		Model: "llama-3.1-8b-instant",
		Messages: []openai.ChatCompletionMessageParamUnion{
			openai.UserMessage("Can my landlord keep my deposit for normal wear and tear?"),
		},
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(resp.ID, resp.Choices[0].Message.Content)
}
