# MariaDB for slurmdbd + seiscomp (seisdb) -- plaintext, to be moved to gpg like ldap.sls
mysql:
  server:
    root_user: root
    root_password: '{{password:mariadb-root-password}}'
  database:
    - slurm_acct_db
    - seiscomp
  user:
    slurm:
      password: '{{password:slurmdbd-db-password}}'
      host: '10.40.%'
      databases:
        - database: slurm_acct_db
          grants: ['all privileges']
    sysop:
      password_hash: '*6C8989366EAF75BB670AD8EA7A7FC1176A95CEF4'
      host: '%'
