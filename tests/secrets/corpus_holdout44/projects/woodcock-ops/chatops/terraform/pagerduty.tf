provider "pagerduty" {
  token = "{{pagerduty_user}}"
}

resource "pagerduty_service" "slurm" {
  name                    = "Woodcock Slurm"
  escalation_policy       = "PQ7R3WZ"
  alert_creation          = "create_alerts_and_incidents"
  acknowledgement_timeout = 1800
}

resource "pagerduty_service_integration" "alertmanager" {
  name    = "Alertmanager"
  service = pagerduty_service.slurm.id
  vendor  = "PAM4FGS"
}
