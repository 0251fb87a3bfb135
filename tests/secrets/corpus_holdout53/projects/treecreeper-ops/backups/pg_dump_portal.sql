--
-- PostgreSQL database dump
--
-- Dumped from database version 16.4
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE public.portal_users (id integer NOT NULL, login text, pw_hash text, api_token text);

COPY public.portal_users (id, login, pw_hash, api_token) FROM stdin;
1	hsaarinen	$2b$12$K3mQ9xZ1vB7nW4pL8tR2uO5yE6aS0dF3gH7jK1lZ9xC4vB8nM2qWe	\N
2	jberg	$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$7Yq1mZ3xK9vB2nW5pL8tR4uE6aS0dF3gH1jK7lZ9xC	{{hex40:portal-api-token}}
3	pnatarajan	$2b$12$P8nR2vQ6xM1bW9tL3kZ7yO4uE5aS0dF2gH6jK9lX1cV3bN7mQ8wEr	\N
\.

-- service account for the MOM6 run dashboard
COPY public.service_accounts (name, dsn) FROM stdin;
dashboard	postgresql://dash:{{password14:portal-db-password}}@pg01.treecreeper.example.fi:5432/portal
\.
