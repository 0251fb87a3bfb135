provider "aws" {
  region     = var.region
  access_key = var.aws_access_key
  secret_key = var.aws_secret_key
}

resource "aws_route53_record" "acme_challenge" {
  zone_id = var.hosted_zone_id
  name    = "_acme-challenge.portal.nightjar.example.ch"
  type    = "CNAME"
  ttl     = 300
  records = ["d420c923-bbd7-4056-ab64-c3ca54c9b3cf.auth.acme-dns.nightjar.example.ch"]
}
