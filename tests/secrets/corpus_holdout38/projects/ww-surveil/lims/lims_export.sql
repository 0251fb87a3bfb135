-- pg_dump of the sequencing LIMS (schema lims), 2024-05-03
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE lims.lab_users (id integer, login text, pw_hash text, role text);
COPY lims.lab_users (id, login, pw_hash, role) FROM stdin;
1	ndlamini	$2b$12$Zq8yY1mX0p3vQ7sW4tR9uOe6LhKc2NbVfGdJa5Ii8Hk3Ml1Nn0Oo2	admin
2	tmokoena	$2b$12$Aa1Bb2Cc3Dd4Ee5Ff6Gg7uH8iJ9kL0mN1oP2qR3sT4uV5wX6yZ7a8	tech
3	ksithole	$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$0f1e2d3c4b5a69788796a5b4c3d2e1f0a1b2c3d4e5f60718	tech
\.

CREATE TABLE lims.sftp_targets (id integer, name text, host text, login text, secret text);
COPY lims.sftp_targets (id, name, host, login, secret) FROM stdin;
1	dcipher	sftp.dcipher.example.org	wwsurv_phal	{{password:dcipher-sftp-password}}
2	province	sftp.health.example.org	ww_upload	\N
\.

CREATE TABLE lims.runs (run_id text, flowcell text, md5 text);
COPY lims.runs (run_id, flowcell, md5) FROM stdin;
240502_VH00417_88_AAFJ5KTM5	AAFJ5KTM5	a41c9e0f7d2b3e8c6a5f1d0e9b7c4a28
240426_VH00417_87_AAFJ3WWM5	AAFJ3WWM5	0c7e2d9b4a1f6e3d8c5b2a9f0e7d4c61
\.
