# terraform.tfvars for the portal VMs on the OpenStack cloud
os_auth_url                      = "https://keystone.shrike.example.ac.uk:5000/v3"
os_application_credential_id     = "8f2b4d6e1a3c5e7f9b0d2f4a6c8e0b1d"
os_application_credential_secret = "{{openstack_appcred:openstack-application-credential-secret}}"
cloudflare_zone_id               = "0a1b2c3d4e5f60718293a4b5c6d7e8f9"
cloudflare_api_token             = "{{cloudflare_api_token}}"
ssh_public_key                   = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq7n2Xc9vR4tL8mK1pW6yB3fD0sJ5aE2uG9iO7tZ4qM sbrennan@laptop"
