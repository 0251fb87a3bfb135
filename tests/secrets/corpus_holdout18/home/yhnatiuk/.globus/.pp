{{password:grid-key-passphrase}}
