; <?php exit; ?> DO NOT REMOVE THIS LINE
[database]
host = "db1.petrel.example.edu"
username = "matomo"
password = "{{password:mysql-password}}"
dbname = "matomo"
tables_prefix = "matomo_"

[General]
salt = "{{hex32:matomo-salt}}"
trusted_hosts[] = "stats.petrel.example.edu"
force_ssl = 1
