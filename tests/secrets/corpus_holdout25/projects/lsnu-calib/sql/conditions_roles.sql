--
-- PostgreSQL database dump (roles only), conddb, 2026-11-30
--
CREATE ROLE calib_rw;
ALTER ROLE calib_rw WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN PASSWORD 'SCRAM-SHA-256$4096:c2FsdHNhbHRzYWx0c2FsdA==$nJ3kq0C8YbV5tqmW4yS1Lw9hZ2xlY2FsaWI=:bG9va3NsaWtlYXNlcnZlcmtleWJ1dGlzbm90MTIzNA==';
CREATE ROLE calib_ro;
ALTER ROLE calib_ro WITH LOGIN;
CREATE ROLE grafana_reader;
ALTER ROLE grafana_reader WITH LOGIN PASSWORD '{{password:postgres-password}}';
GRANT SELECT ON ALL TABLES IN SCHEMA public TO calib_ro, grafana_reader;
