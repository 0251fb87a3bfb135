terraform {
  required_providers {
    datadog = { source = "DataDog/datadog", version = "~> 3.44" }
  }
}

provider "datadog" {
  api_key = var.datadog_api_key
  app_key = "{{hex40:datadog-app-key}}"
  api_url = "https://api.datadoghq.eu/"
}

resource "datadog_monitor" "gpu_xid" {
  name    = "GPU Xid errors on {{host.name}}"
  type    = "log alert"
  query   = "logs(\"source:kernel NVRM Xid\").index(\"*\").rollup(\"count\").by(\"host\").last(\"5m\") > 0"
  message = "@opsgenie-woodcock-hpc"
}
