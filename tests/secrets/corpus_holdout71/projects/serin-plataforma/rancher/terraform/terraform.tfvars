rancher_access_key = "{{rancher_access_key}}"
rancher_secret_key = "{{rancher_secret_key}}"
