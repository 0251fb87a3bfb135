; <?php exit; ?> DO NOT REMOVE THIS LINE
[database]
host = "db.oystercatcher.example.org"
username = "matomo"
password = "{{password:mariadb-password}}"
dbname = "matomo"
tables_prefix = "matomo_"
charset = "utf8mb4"

[General]
salt = "{{hex32:matomo-salt}}"
trusted_hosts[] = "stats.oystercatcher.example.org"
force_ssl = 1

[mail]
transport = "smtp"
host = "smtp.eu.mailgun.org"
username = "postmaster@mg.oystercatcher.example.org"
password = "{{mailgun_key}}"
