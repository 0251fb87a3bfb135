--
-- PostgreSQL database dump (pg_dumpall -g, then pg_dump pollbooks)
--
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE ROLE linker;
ALTER ROLE linker WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN PASSWORD 'SCRAM-SHA-256$4096:q2Vv0J3b0m9E2m1cN1y4Vg==$Y3nS1k0dJ9wqZ8W3l2t0mJ1m9L5w0H4p8Jk3Rz8s7aQ=:4mB0p2Yq6W9j1K8s3Lc0Xv5Zt7Nf2Rh4Gd6Sa8Pe1Uo=';
CREATE ROLE zoo_import;
ALTER ROLE zoo_import WITH LOGIN PASSWORD '{{password:postgres-password}}';

CREATE TABLE public.app_users (
    id integer NOT NULL,
    username text NOT NULL,
    password_hash text NOT NULL,
    api_token text
);

COPY public.app_users (id, username, password_hash, api_token) FROM stdin;
1	ihalvorsen	$2b$12$Qm9bXk3V0wE1pZrYt6Lh7e4gN8sJ2cD5fA1uR9oT3iK7yB0vW6xMq	\N
2	ra_tobiassen	$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$Rk9PQkFSQkFaUVVYcXV1eHh5enp5	\N
3	linkage_bot	$2b$12$1b3dF5hJ7lN9pR1tV3xZ5.Aa2Cc4Ee6Gg8Ii0Kk2Mm4Oo6Qq8Ss0U	{{hex40:linkage-app-api-token}}
\.

CREATE TABLE public.voters (
    voter_id bigint NOT NULL,
    roll_year smallint,
    parish text,
    surname text,
    forename text,
    occupation text,
    qualification text,
    hist_id uuid
);

COPY public.voters (voter_id, roll_year, parish, surname, forename, occupation, qualification, hist_id) FROM stdin;
188500001	1885	St Giles	Baxter	John	cordwainer	£10 householder	6b1f3e2a-9c4d-4e8f-a7b6-5d4c3b2a1f0e
188500002	1885	St Giles	Baxter	Thomas	labourer	lodger	0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f
\.
