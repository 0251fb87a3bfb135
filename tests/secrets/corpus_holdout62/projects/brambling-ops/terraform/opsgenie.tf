terraform {
  required_providers {
    opsgenie = {
      source  = "opsgenie/opsgenie"
      version = "~> 0.6"
    }
    sentry = {
      source  = "jianyuan/sentry"
      version = "~> 0.14"
    }
  }
  backend "http" {
    address  = "https://git.brambling.example.cl/api/v4/projects/17/terraform/state/ops"
    username = "pcardenas"
  }
}

provider "opsgenie" {
  api_url = "api.eu.opsgenie.com"
  # account-level API key (configuration access), not an integration key
  api_key = "{{uuid:opsgenie-account-api-key}}"
}

provider "sentry" {
  base_url = "https://sentry.brambling.example.cl/api/"
  token    = var.sentry_token
}

resource "opsgenie_team" "hpc" {
  name        = "hpc-brambling"
  description = "HPC on-call"
}

resource "opsgenie_api_integration" "icinga" {
  name          = "icinga01"
  type          = "API"
  owner_team_id = opsgenie_team.hpc.id
  enabled       = true
}

resource "opsgenie_heartbeat" "icinga01" {
  name          = "icinga01"
  interval_unit = "minutes"
  interval      = 10
  enabled       = true
  owner_team_id = opsgenie_team.hpc.id
  alert_message = "icinga01 stopped pinging"
}

resource "sentry_project" "huemul_review" {
  organization = "brambling"
  teams        = ["camtrap"]
  name         = "huemul-review"
  platform     = "python-django"
}

output "icinga_integration_key" {
  value     = opsgenie_api_integration.icinga.api_key
  sensitive = true
}
