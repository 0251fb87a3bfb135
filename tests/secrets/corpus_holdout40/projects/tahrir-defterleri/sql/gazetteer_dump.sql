--
-- PostgreSQL database dump
--
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE public.app_users (
    id integer NOT NULL,
    login text NOT NULL,
    password_hash text NOT NULL,
    api_token text
);

COPY public.app_users (id, login, password_hash, api_token) FROM stdin;
1	elif	$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$Jm4yL2a9b3fK8cQ0dR5sT6uV7wX8yZ1a2b3c4d5e6f7	\N
2	gazetteer-bot	$2b$12$Kx8wQ2m1n4b5v6c7x8z9aOe3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k	{{hex40:gazetteer-api-token}}
3	ayse	$argon2id$v=19$m=65536,t=3,p=4$YW5vdGhlcnNhbHQ$Qw9eR8tY7uI6oP5aS4dF3gH2jK1lZ0xC9vB8nM7q6w5	\N
\.

CREATE TABLE public.places (
    id integer NOT NULL,
    name_ota text,
    name_tr text,
    nahiye text,
    geonames_id integer
);
