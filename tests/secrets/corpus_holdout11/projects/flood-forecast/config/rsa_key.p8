{{pem_pkcs8_encrypted:snowflake-private-key}}
