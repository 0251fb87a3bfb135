-- pg_dumpall --roles-only, 2025-02-20 (SCRAM verifiers, not passwords)
CREATE ROLE replicator;
ALTER ROLE replicator WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN REPLICATION NOBYPASSRLS PASSWORD 'SCRAM-SHA-256$4096:q3Ze8mK1p0rT4vW7xY2bNg==$Yk7vT2pX9qR4mN1bL6cZ8aE3dF5gH0jK2lP7oI9uY4w=:Rf3sD8kL1mN6bV2cX9zQ4wE7rT0yU5iO3pA8sD1fG6h=';
CREATE ROLE grafana_ro;
ALTER ROLE grafana_ro WITH LOGIN PASSWORD 'md5a3c9b1e0f47d28c56e1b3a9d0f2c7e84';
-- app role created with a clear-text password by the portal installer, 2023:
ALTER ROLE portal WITH LOGIN PASSWORD '{{password:postgres-password}}';
