; <?php exit; ?> DO NOT REMOVE THIS LINE
; file automatically generated or modified by Matomo; you can manually override the default values in global.ini.php by redefining them in this file.
[database]
host = "mariadb"
username = "matomo"
password = "{{password:matomo-database-password}}"
dbname = "matomo"
tables_prefix = "matomo_"
charset = "utf8mb4"

[General]
salt = "{{hex32:matomo-salt}}"
trusted_hosts[] = "stats.yellowhammer.example.ca"
force_ssl = 1
enable_trusted_host_check = 1

[PluginsInstalled]
PluginsInstalled[] = "Diagnostics"
PluginsInstalled[] = "Login"
