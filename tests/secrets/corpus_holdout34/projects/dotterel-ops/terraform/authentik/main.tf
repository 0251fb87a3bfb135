terraform {
  required_providers {
    authentik = {
      source  = "goauthentik/authentik"
      version = "2024.10.0"
    }
  }
}

provider "authentik" {
  url   = "https://auth.dotterel.example.org"
  token = "{{alnum60:authentik-api-token}}"
}

resource "authentik_provider_oauth2" "ondemand" {
  name               = "Open OnDemand"
  client_id          = "ondemand"
  authorization_flow = data.authentik_flow.default-authorization-flow.id
  allowed_redirect_uris = [
    { matching_mode = "strict", url = "https://ondemand.dotterel.example.org/oidc" },
  ]
}
