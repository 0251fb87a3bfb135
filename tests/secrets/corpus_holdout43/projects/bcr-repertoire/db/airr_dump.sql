-- PostgreSQL database dump
-- Dumped from database version 15.6
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE public.portal_users (
    id integer NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    api_key_prefix text
);

COPY public.portal_users (id, email, password_hash, api_key_prefix) FROM stdin;
1	aokonkwo@stilt.example.org	$2b$12$Wq7v3JH0d6Kf1oLZxP5e8uG9bN2cR4tY7aS1dF3gH5jK8lM0nB6Cq	ak_7f3a
2	guest@stilt.example.org	$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$J3v7mN9pQ2rS5tU8wX1yZ4aB6cD8eF0gH2iJ4kL6mN8	ak_c91e
\.

CREATE TABLE public.uploads (
    id integer NOT NULL,
    sha256 character(64),
    sra_run text
);

COPY public.uploads (id, sha256, sra_run) FROM stdin;
1	3e7b9c1d5f2a8e4b6c0d9f1a3e5b7c9d2f4a6e8b0c1d3e5f7a9b2c4d6e8f0a1b	SRR26841190
2	a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1	SRR26841191
\.
