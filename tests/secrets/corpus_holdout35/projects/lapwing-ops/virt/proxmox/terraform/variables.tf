variable "pve_api_token" {
  type      = string
  sensitive = true
}
variable "vdi_password" {
  type      = string
  sensitive = true
  default   = "changeme"
}
