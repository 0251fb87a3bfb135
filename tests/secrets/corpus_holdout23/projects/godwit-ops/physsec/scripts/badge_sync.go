package main

// Sync the HPC staff list into the LenelS2 NetBox access level "Machine Room 1".

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
)

const nbURL = "https://s2.sec.godwit.example.edu/nbws/goforms/nbapi"

var nbUser = "hpc-badges"
var nbPass = "{{password:password}}"

func login() (*http.Response, error) {
	body := fmt.Sprintf(`<NETBOX-API><COMMAND name="Login" num="1"><PARAMS><USERNAME>%s</USERNAME><PASSWORD>%s</PASSWORD></PARAMS></COMMAND></NETBOX-API>`, nbUser, nbPass)
	return http.Post(nbURL, "text/xml", bytes.NewBufferString(body))
}

func verkadaKey() string { return os.Getenv("VERKADA_API_KEY") }
