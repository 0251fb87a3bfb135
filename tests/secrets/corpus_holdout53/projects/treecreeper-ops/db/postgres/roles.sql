-- roles for pg01, applied by hand 2024-06-03
CREATE ROLE grafana_ro LOGIN PASSWORD '{{password:postgres-password}}';
GRANT pg_read_all_stats TO grafana_ro;
-- the xnat role already existed; its SCRAM verifier (not the password) from pg_authid:
-- SCRAM-SHA-256$4096:Zm9vYmFyYmF6cXV4$Xw3Zk1o7nQx2p9LmR4tY6uI8oP0aS2dF4gH6jK8lZ1c=:Vb7Nm9Qw1Er3Ty5Ui7Op9As1Df3Gh5Jk7Lz9Xc1Vb3=
ALTER ROLE replicator WITH REPLICATION LOGIN PASSWORD '{{password:postgres-replication-password}}';
CREATE ROLE app_portal LOGIN PASSWORD 'md5a3556571e93b0d20722ba62be61e8c2d';
