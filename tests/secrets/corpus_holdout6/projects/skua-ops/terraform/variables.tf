variable "grafana_auth" {
  type      = string
  sensitive = true
}

variable "influxdb_token" {
  type      = string
  sensitive = true
}

variable "keycloak_client_secret" {
  description = "Client secret of the terraform client in the skua realm"
  type        = string
  sensitive   = true
  default     = ""
}
