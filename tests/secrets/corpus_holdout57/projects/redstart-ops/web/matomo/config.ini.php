; <?php exit; ?> DO NOT REMOVE THIS LINE
[database]
host = "mariadb.web.redstart.example.se"
username = "matomo"
password = "{{password:matomo-db-password}}"
dbname = "matomo"
tables_prefix = "matomo_"
charset = "utf8mb4"

[General]
salt = "{{hex32:matomo-salt}}"
trusted_hosts[] = "stats.redstart.example.se"
enable_browser_archiving_triggering = 0
