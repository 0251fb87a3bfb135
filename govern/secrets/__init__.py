"""Secrets: find them in shared files, move them into Vault (KV v2), hand them to programs.

`scan` finds credentials with the rules in rules.toml; `migrate` moves an environment file's
secrets into Vault and leaves `vault:MOUNT/data/PATH#KEY` references; `run` and `get` resolve
references. `vault` is the only module that talks to Vault."""
