region          = "eu-central-2"
hosted_zone_id  = "Z0847291QX3RTY6PLMN2"
# iam user dns-acme (route53:ChangeResourceRecordSets on the zone only)
aws_access_key  = "{{aws_key_id}}"
aws_secret_key  = "{{aws_secret}}"
