{{pem_pkcs8:snowflake-private-key}}
