grafana_url  = "https://grafana.skua.example.edu"
grafana_auth = "{{grafana:grafana-service-account-token}}"

influxdb_url   = "https://influx.skua.example.edu"
influxdb_token = "{{influxdb}}"

# keycloak client used by terraform (client credentials)
keycloak_client_id     = "terraform"
keycloak_client_secret = "{{alnum32:keycloak-client-secret}}"
