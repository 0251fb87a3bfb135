# hcloud + OVH public cloud burst pools; secrets normally from TF_VAR_* in the CI variables
hcloud_token      = "{{alnum64:hetzner-cloud-token}}"
ovh_endpoint      = "ovh-eu"
ovh_application_key    = "f2Kq8vXn3LmB7tRz"
ovh_application_secret = "{{alnum32:ovh-application-secret}}"
ovh_consumer_key       = var.ovh_consumer_key
scw_access_key    = "SCWXXXXXXXXXXXXXXXXX"
scw_secret_key    = "${SCW_SECRET_KEY}"
burst_max_nodes   = 12
ssh_public_key    = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFb2q9Ck3xYw8mR0pZtL6vN1sD4hJ7gE5aQ2uK9cTf0o fnasser@whimbrel"
