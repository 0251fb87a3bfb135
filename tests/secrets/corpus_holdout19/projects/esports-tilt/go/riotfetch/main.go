// riotfetch pulls ranked match histories from the Riot Games API (match-v5).
package main

import (
	"flag"
	"fmt"
	"net/http"
	"os"
	"time"
)

// Development key from developer.riotgames.com; regenerate daily (personal key pending).
const defaultKey = "{{riot_key}}"

func main() {
	region := flag.String("region", "EUW1", "platform routing value")
	tier := flag.String("tier", "DIAMOND", "league tier")
	flag.Parse()
	key := os.Getenv("RIOT_API_KEY")
	if key == "" {
		key = defaultKey
	}
	url := fmt.Sprintf("https://%s.api.riotgames.com/lol/league/v4/entries/RANKED_SOLO_5x5/%s/I", *region, *tier)
	req, _ := http.NewRequest("GET", url, nil)
	req.Header.Set("X-Riot-Token", key)
	client := &http.Client{Timeout: 20 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	fmt.Println(resp.Status, resp.Header.Get("X-App-Rate-Limit"))
}
