// Command loader streams SocioPatterns contact lists into Neo4j as :CONTACT relationships.
package main

import (
	"context"
	"encoding/csv"
	"log"
	"os"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

const (
	uri      = "neo4j+s://graph.lapwing.example.org:7687"
	user     = "contactnets"
	password = "{{password:neo4j-password}}" // TODO read from NEO4J_PASSWORD
)

func main() {
	ctx := context.Background()
	driver, err := neo4j.NewDriverWithContext(uri, neo4j.BasicAuth(user, password, ""))
	if err != nil {
		log.Fatal(err)
	}
	defer driver.Close(ctx)

	f, _ := os.Open(os.Args[1])
	rows, _ := csv.NewReader(f).ReadAll()
	for _, r := range rows {
		_, err := neo4j.ExecuteQuery(ctx, driver,
			"MERGE (a:Person {id:$a}) MERGE (b:Person {id:$b}) MERGE (a)-[:CONTACT {t:$t}]->(b)",
			map[string]any{"t": r[0], "a": r[1], "b": r[2]}, neo4j.EagerResultTransformer)
		if err != nil {
			log.Fatal(err)
		}
	}
}
