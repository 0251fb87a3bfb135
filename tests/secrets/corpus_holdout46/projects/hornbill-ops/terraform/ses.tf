provider "aws" {
  region = "eu-west-1"
}

resource "aws_sesv2_email_identity" "hornbill" {
  email_identity = "hornbill.example.net"
  dkim_signing_attributes {
    domain_signing_selector    = "hornbill-2025"
    domain_signing_private_key = var.dkim_private_key_b64
  }
}

resource "aws_iam_access_key" "smtp" {
  user = "ses-smtp-hornbill"
}
output "smtp_password" {
  value     = aws_iam_access_key.smtp.ses_smtp_password_v4
  sensitive = true
}
