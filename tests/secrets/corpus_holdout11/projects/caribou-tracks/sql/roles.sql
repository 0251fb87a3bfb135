-- roles of the caribou database (pg_dumpall --roles-only)
CREATE ROLE caribou_rw;
ALTER ROLE caribou_rw WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN NOREPLICATION NOBYPASSRLS PASSWORD 'SCRAM-SHA-256$4096:bXlzYWx0bXlzYWx0bXk=$c3RvcmVka2V5c3RvcmVka2V5c3RvcmVka2V5c3Q=:c2VydmVya2V5c2VydmVya2V5c2VydmVya2V5c2U=';
CREATE ROLE shiny_ro;
ALTER ROLE shiny_ro WITH LOGIN PASSWORD 'md5a3556571e93b0d20722ba62be61e8c2d';
CREATE ROLE er_ingest;
ALTER ROLE er_ingest WITH LOGIN PASSWORD '{{password:postgres-password}}';
