slurm:
  dbd:
    storage_host: db02.avocet.example.edu
    storage_user: slurm
    storage_pass: '{{password:slurmdbd-storage-password}}'
  restd:
    jwt_key_path: /etc/slurm/jwt_hs256.key
