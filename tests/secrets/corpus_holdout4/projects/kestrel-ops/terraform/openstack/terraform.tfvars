app_cred_id     = "8e1f0a2b3c4d4e5f9a6b7c8d9e0f1a2b"
app_cred_secret = "{{openstack_appcred:openstack-application-credential-secret}}"
