terraform {
  required_providers {
    pagerduty = {
      source  = "PagerDuty/pagerduty"
      version = "~> 3.15"
    }
  }
}

provider "pagerduty" {
  token = "{{pagerduty_user}}"
}

resource "pagerduty_service" "slurm" {
  name              = "Nightjar Slurm"
  escalation_policy = "PT4KHLK"
}
