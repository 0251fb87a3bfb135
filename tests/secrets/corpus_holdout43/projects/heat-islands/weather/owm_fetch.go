package main

// Hourly reference air temperature at the airport stations from OpenWeatherMap One Call 3.0.

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

const owmKey = "{{hex32:openweathermap-api-key}}"

type hourly struct {
	Dt   int64   `json:"dt"`
	Temp float64 `json:"temp"`
}

func main() {
	url := fmt.Sprintf("https://api.openweathermap.org/data/3.0/onecall?lat=%f&lon=%f&exclude=minutely,daily&units=metric&appid=%s",
		13.1986, 77.7066, owmKey)
	resp, err := http.Get(url)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	var out struct {
		Hourly []hourly `json:"hourly"`
	}
	json.NewDecoder(resp.Body).Decode(&out)
	for _, h := range out.Hourly {
		fmt.Println(h.Dt, h.Temp)
	}
}
