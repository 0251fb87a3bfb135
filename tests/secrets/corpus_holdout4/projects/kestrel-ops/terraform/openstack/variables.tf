variable "app_cred_id" {
  type        = string
  description = "Keystone application credential id"
}

variable "app_cred_secret" {
  type      = string
  sensitive = true
}
