; <?php exit; ?> DO NOT REMOVE THIS LINE
; file automatically generated or modified by Matomo; you can manually override the default values in global.ini.php by redefining them in this file.
[database]
host = "mariadb.eider.example.edu"
username = "matomo"
password = "{{password:matomo-db-password}}"
dbname = "matomo"
tables_prefix = "matomo_"
charset = "utf8mb4"

[General]
salt = "{{hex32:matomo-salt}}"
trusted_hosts[] = "stats.eider.example.edu"
force_ssl = 1

[mail]
transport = "smtp"
host = "smtp.eider.example.edu"
username = "matomo@eider.example.edu"
password = ""
