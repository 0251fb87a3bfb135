CREATE USER IF NOT EXISTS xdmod IDENTIFIED WITH sha256_password BY '{{password:clickhouse-password}}' HOST IP '10.30.0.0/16';
-- copied from the old server, hash only:
CREATE USER IF NOT EXISTS jupyter_ro IDENTIFIED WITH sha256_hash BY '3b5d9f1a7c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d' SALT '8c1f2e';
GRANT SELECT ON jobs.* TO xdmod, jupyter_ro;
