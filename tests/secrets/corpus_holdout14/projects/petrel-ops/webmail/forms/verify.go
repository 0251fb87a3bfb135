package forms

import (
	"net/http"
	"net/url"
)

const turnstileSecret = "{{turnstile_secret:turnstile-secret-key}}"

// Verify checks a Turnstile response token with siteverify.
func Verify(token, ip string) (*http.Response, error) {
	return http.PostForm("https://challenges.cloudflare.com/turnstile/v0/siteverify",
		url.Values{"secret": {turnstileSecret}, "response": {token}, "remoteip": {ip}})
}
