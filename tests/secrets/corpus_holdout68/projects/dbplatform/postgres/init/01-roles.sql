-- Roles for the shared PostgreSQL 16 cluster (pg-primary / pg-replica).
-- Application passwords are set by each service's owner; these are the ones we manage.
CREATE ROLE pgbouncer_auth LOGIN PASSWORD 'SCRAM-SHA-256$4096:Zx1c2V3b4N5m6A7s8D9f0g==$Q0w9E8r7T6y5U4i3O2p1A0s9D8f7G6h5J4k3L2z1X0c=:P9o8I7u6Y5t4R3e2W1q0A9s8D7f6G5h4J3k2L1z0X9c=';
CREATE ROLE gitea LOGIN PASSWORD '{{password:gitea-db-password}}';
CREATE ROLE drone LOGIN PASSWORD '{{password:drone-db-password}}';
CREATE ROLE report_ro LOGIN PASSWORD 'changeme' VALID UNTIL '2025-01-01';  -- replaced below
ALTER ROLE report_ro PASSWORD '{{password:postgres-password}}' VALID UNTIL 'infinity';
CREATE ROLE replicator REPLICATION LOGIN;  -- password from Patroni, see patroni.yml
CREATE SCHEMA pgbouncer AUTHORIZATION pgbouncer_auth;
CREATE FUNCTION pgbouncer.get_auth(p_usename text) RETURNS TABLE(usename name, passwd text)
  LANGUAGE sql SECURITY DEFINER AS
  $$ SELECT usename, passwd FROM pg_catalog.pg_shadow WHERE usename = p_usename $$;
