tailnet              = "greenshank.example.org"
tailscale_api_key    = "{{tailscale_api}}"
# the oauth client for the k8s operator (scopes devices:core, auth_keys)
operator_client_id     = "kQ7rT2xW9mC4CNTRL"
operator_client_secret = "{{tailscale_client}}"
