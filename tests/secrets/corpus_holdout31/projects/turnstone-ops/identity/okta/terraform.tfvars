okta_org_name  = "turnstone"
okta_base_url  = "okta.com"
# API token comes from TF_VAR_okta_api_token in the CI, not this file
okta_api_token = ""

# OIDC app "Turnstone Keycloak broker" (web, confidential)
keycloak_broker_client_id     = "0oa9x7k3m2QpR5tV8h697"
keycloak_broker_client_secret = "{{b64url40:okta-client-secret}}"
