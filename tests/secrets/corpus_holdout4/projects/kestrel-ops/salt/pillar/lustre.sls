lustre:
  mgs_nid: 10.40.1.10@o2ib
  fsname: scratch
  # lctl conf_param: no secrets; lnet shared-key auth is off
  jobid_var: SLURM_JOB_ID
  robinhood:
    db_host: rbh-db.kestrel.example.edu
    db_user: robinhood
    db_password: '{{password:robinhood-database-password}}'
