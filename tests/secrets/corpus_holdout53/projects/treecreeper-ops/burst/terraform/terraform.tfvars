gcp_project      = "treecreeper-burst"
gcp_region       = "europe-north1"
os_auth_url      = "https://pouta.treecreeper.example.fi:5001/v3"
os_app_cred_id   = "a8f3c1e2d4b6470a9c5e8f1b2d3c4a5e"
os_app_cred_secret = "{{openstack_appcred:openstack-application-credential-secret}}"
azure_subscription_id = "2c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f"
azure_client_secret   = "{{azure_client_secret}}"
slurmdbd_password     = var.slurmdbd_password
