-- run once on rbh-db (MariaDB 10.11)
CREATE DATABASE robinhood_lustre;
CREATE USER 'robinhood'@'10.12.%' IDENTIFIED BY '{{password:robinhood-db-password}}';
GRANT ALL PRIVILEGES ON robinhood_lustre.* TO 'robinhood'@'10.12.%';
-- web UI read-only account, hash copied from the old server (mysql_native_password)
CREATE USER 'rbh_web'@'10.12.%' IDENTIFIED BY PASSWORD '*6BB4837EB74329105EE4568DDA7DC67ED2CA2AD9';
GRANT SELECT ON robinhood_lustre.* TO 'rbh_web'@'10.12.%';
FLUSH PRIVILEGES;
