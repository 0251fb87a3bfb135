package main

import (
	"crypto/tls"
	"log"
	"os"

	"github.com/go-ldap/ldap/v3"
)

const (
	ldapURL = "ldaps://ipa01.fulmar.example.edu"
	bindDN  = "uid=svc-groupsync,cn=sysaccounts,cn=etc,dc=fulmar,dc=example,dc=edu"
	bindPW  = "{{alnum24:ldap-bind-password}}"
)

func main() {
	conn, err := ldap.DialURL(ldapURL, ldap.DialWithTLSConfig(&tls.Config{ServerName: "ipa01.fulmar.example.edu"}))
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	pw := os.Getenv("GROUPSYNC_PW")
	if pw == "" {
		pw = bindPW
	}
	if err := conn.Bind(bindDN, pw); err != nil {
		log.Fatal(err)
	}
}
