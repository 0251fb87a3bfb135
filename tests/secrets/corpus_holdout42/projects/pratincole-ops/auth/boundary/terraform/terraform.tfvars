bpetrescu_initial_password = "{{password:boundary-account-password}}"
oidc_client_id             = "boundary"
oidc_client_secret         = "{{alnum32:oidc-client-secret}}"
