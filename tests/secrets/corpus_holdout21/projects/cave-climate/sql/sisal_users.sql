-- SISAL v3 working copy: users for the lab and the read-only web view
CREATE DATABASE IF NOT EXISTS sisal_v3_tern;
CREATE USER 'cavelab'@'%' IDENTIFIED BY '{{password:mysql-password}}';
GRANT ALL PRIVILEGES ON sisal_v3_tern.* TO 'cavelab'@'%';
-- the web view's account was copied over from the old server with its hash
CREATE USER 'sisal_web'@'10.31.%' IDENTIFIED WITH mysql_native_password AS '*6BB4837EB74329105EE4568DDA7DC67ED2CA2AD9';
GRANT SELECT ON sisal_v3_tern.* TO 'sisal_web'@'10.31.%';
INSERT INTO site (site_id, site_name, latitude, longitude, elevation) VALUES
  (411, 'Lamprechtsofen', 47.5667, 12.7333, 664),
  (412, 'Spannagel', 47.0833, 11.6667, 2531);
