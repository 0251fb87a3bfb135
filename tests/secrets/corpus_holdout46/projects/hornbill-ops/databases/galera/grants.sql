CREATE USER 'sst_mariabackup'@'localhost' IDENTIFIED BY '{{password:galera-sst-password}}';
GRANT RELOAD, PROCESS, LOCK TABLES, BINLOG MONITOR ON *.* TO 'sst_mariabackup'@'localhost';
-- the wiki user got its password through the hash (mysql_native_password), fine to keep here:
CREATE USER 'wiki'@'10.44.%' IDENTIFIED BY PASSWORD '*6C8989366EAF75BB670AD8EA7A7FC1176A95CEF4';
CREATE USER 'xdmod'@'10.44.%' IDENTIFIED BY 'changeme';
