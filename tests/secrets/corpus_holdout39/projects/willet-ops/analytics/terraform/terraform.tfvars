snowflake_private_key_path = "~/.snowflake/rsa_key.p8"
loader_password            = "{{password:snowflake-password}}"
databricks_host            = "https://willet-research.cloud.databricks.com"
