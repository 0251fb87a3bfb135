-- dump of mysql.user for the accounting DB host (grants only), 2026-11-30
-- the service users authenticate with MariaDB's ed25519 plugin: the dump holds the public key
-- derived from each password, which cannot be replayed
CREATE USER 'slurm'@'10.40.%' IDENTIFIED VIA ed25519 USING 'vS2mQ7k1Zr8aT4yX0pLc6NwF3jHd9BgE5uKsV1oRt0A';
CREATE USER 'xdmod'@'10.40.%' IDENTIFIED VIA ed25519 USING 'Jq8Ld3Wn6Yb1Hs5Vc9Xf2Kt7Mg0Rp4Ze8Ua3Ei6Oy1';
CREATE USER 'grafana_ro'@'10.40.%' IDENTIFIED BY '{{password:mariadb-grafana-password}}';
GRANT SELECT ON slurm_acct_db.* TO 'grafana_ro'@'10.40.%';
GRANT ALL PRIVILEGES ON slurm_acct_db.* TO 'slurm'@'10.40.%';
