// kc_sync: mirror ColdFront project membership into Keycloak groups (service account login).
package main

import (
	"context"
	"log"

	"github.com/Nerzal/gocloak/v13"
)

const (
	kcURL    = "https://id.curlew.example.ac.uk"
	realm    = "curlew"
	clientID = "coldfront-sync"
)

func main() {
	ctx := context.Background()
	kc := gocloak.NewClient(kcURL)
	token, err := kc.LoginClient(ctx, clientID, "{{alnum32:keycloak-client-secret}}", realm)
	if err != nil {
		log.Fatalf("login: %v", err)
	}
	groups, _ := kc.GetGroups(ctx, token.AccessToken, realm, gocloak.GetGroupsParams{})
	for _, g := range groups {
		log.Printf("group %s id %s", *g.Name, *g.ID) // ids like 4a8c2e6f-1b3d-4f5a-9c7e-0d2f4b6a8c1e
	}
}
