terraform {
  required_providers {
    newrelic = { source = "newrelic/newrelic", version = "~> 3.36" }
  }
}

provider "newrelic" {
  account_id = 4211873
  api_key    = "{{newrelic_user}}"
  region     = "EU"
}

resource "newrelic_alert_policy" "slurm" {
  name = "slurm-controller"
}
