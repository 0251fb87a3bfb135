-- PostgreSQL dump of the nowcast bookkeeping database
CREATE TABLE runs (run_id uuid PRIMARY KEY, state text, started timestamptz, git_sha char(40));
INSERT INTO runs VALUES ('0d5c3a7e-9b61-4f2a-8e3d-6a1f4c2b9e70','CA','2026-10-04 02:11:09+09','a41c9d3e7b2f0a6c5d8e1b4f7a0c3d6e9b2f5a81');
INSERT INTO runs VALUES ('6f2e8b1d-4c7a-49e3-b5d0-2a9c8e1f7b36','NY','2026-10-04 02:11:12+09','a41c9d3e7b2f0a6c5d8e1b4f7a0c3d6e9b2f5a81');
CREATE ROLE nowcast_writer LOGIN PASSWORD '{{password:postgres-password}}';
ALTER ROLE nowcast_reader PASSWORD 'md5a3f1c9e7b5d2048e6c1a9f3b7d5e2c40';
