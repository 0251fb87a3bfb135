provider "betteruptime" {
  api_token = var.betteruptime_api_token
}
variable "betteruptime_api_token" {
  type      = string
  sensitive = true
}
resource "betteruptime_monitor" "ood" {
  url          = "https://ondemand.killdeer.example.org"
  monitor_type = "status"
}
