terraform {
  required_providers {
    grafana = {
      source  = "grafana/grafana"
      version = "~> 3.22"
    }
  }
}

provider "grafana" {
  url  = "https://grafana.bullfinch.example.pt"
  auth = var.grafana_auth
}

variable "grafana_auth" {
  type      = string
  sensitive = true
}

variable "pd_integration_key" {
  type      = string
  sensitive = true
}

resource "grafana_contact_point" "identity_oncall" {
  name = "identity-oncall"

  opsgenie {
    url     = "https://api.eu.opsgenie.com/v2/alerts"
    api_key = "{{opsgenie_api_key}}"
  }
}

resource "grafana_contact_point" "hpc_oncall" {
  name = "hpc-oncall"

  pagerduty {
    integration_key = var.pd_integration_key
    severity        = "critical"
  }
}
