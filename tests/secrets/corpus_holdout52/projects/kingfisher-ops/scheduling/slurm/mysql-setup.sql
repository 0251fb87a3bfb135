-- run once on sdb01 as root
CREATE USER 'slurm'@'localhost' IDENTIFIED BY '{{password:slurmdbd-storage-password}}';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'localhost';
CREATE USER 'xdmod'@'xdmod01.kingfisher.example.nl' IDENTIFIED BY '{{password:xdmod-db-password}}';
GRANT SELECT ON slurm_acct_db.* TO 'xdmod'@'xdmod01.kingfisher.example.nl';
-- password hash as stored (mysql.user.authentication_string), for the audit:
-- *6C8989366EAF75BB670AD8EA7A7FC1176A95CEF4
FLUSH PRIVILEGES;
