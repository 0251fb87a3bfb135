slurm:
  dbd:
    storage_user: slurm
    storage_pass: '{{password:slurmdbd-password}}'
  jwt_key_path: /var/spool/slurm/statesave/jwt_hs256.key
munge:
  key_b64: {{munge_b64}}
