package main

// Export the bot's rated games through the Lichess API (ndjson), for the SPRT archive.

import (
	"fmt"
	"io"
	"net/http"
	"os"
)

const lichessToken = "{{lichess_token:lichess-api-token}}"

func main() {
	req, _ := http.NewRequest("GET", "https://lichess.org/api/games/user/guillemot-nnue?rated=true&pgnInJson=true", nil)
	req.Header.Set("Authorization", "Bearer "+lichessToken)
	req.Header.Set("Accept", "application/x-ndjson")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	io.Copy(os.Stdout, resp.Body)
}
