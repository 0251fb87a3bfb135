# the finance office's read-only reporting key (restricted: invoices read, charges read)
variable "stripe_reporting_key" {
  type      = string
  sensitive = true
  default   = "{{stripe_restricted}}"
}

resource "aws_ssm_parameter" "stripe_reporting" {
  name  = "/greenshank/billing/stripe_reporting_key"
  type  = "SecureString"
  value = var.stripe_reporting_key
}
