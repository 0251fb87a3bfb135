{{pem_pkcs8:apple-musickit-private-key}}
