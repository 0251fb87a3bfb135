provider "pagerduty" {
  token = "{{alnum20:pagerduty-api-key}}"
}

resource "pagerduty_service" "hpc" {
  name                    = "Sanderling HPC"
  escalation_policy       = "P7QX2KA"
  alert_creation          = "create_alerts_and_incidents"
  acknowledgement_timeout = 1800
}

resource "pagerduty_service_integration" "alertmanager" {
  name    = "Alertmanager"
  service = pagerduty_service.hpc.id
  vendor  = "PAM4FGS"
}
