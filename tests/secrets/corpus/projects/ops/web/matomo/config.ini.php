; <?php exit; ?> DO NOT REMOVE THIS LINE
[database]
host = "localhost"
username = "matomo"
dbname = "matomo"

[General]
salt = "{{hex32:matomo-salt}}"
trusted_hosts[] = "stats.lab.example.org"
