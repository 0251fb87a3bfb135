CREATE TABLE person_1881 (
  person_id CHAR(36) PRIMARY KEY,   -- uuid like 0b3e9a6c-5d1f-4e2a-9c8b-7f6e5d4c3b2a
  serial INT, pernum INT,
  namefrst VARCHAR(64), namelast VARCHAR(64),
  fs_ark VARCHAR(40)               -- ark:/61903/1:1:VB7Q-2M3K
);
CREATE USER 'linkage_ro'@'%' IDENTIFIED BY '{{password:mysql-password}}';
GRANT SELECT ON freecen_mirror.* TO 'linkage_ro'@'%';
-- app user (mysql_native_password hash, not the password):
-- *6C8989366EAF75BB670AD8EA7A7FC1176A95CEF4
