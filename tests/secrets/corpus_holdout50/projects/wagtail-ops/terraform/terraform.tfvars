harbor_admin_password = "{{password:harbor-admin-password}}"
ci_builder_secret     = "{{alnum32:harbor-robot-secret}}"
gitlab_token          = ""   # set TF_VAR_gitlab_token
