package main

import (
	"log"
	"net/http"
	"os"
)

// ttnAuth checks the basic auth that TTN's webhook integration sends.
func ttnAuth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, p, ok := r.BasicAuth()
		if !ok || u != "ttn" || p != os.Getenv("TTN_WEBHOOK_PASSWORD") {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func main() {
	log.Fatal(http.ListenAndServe(":8080", ttnAuth(http.HandlerFunc(handleUplink))))
}
