--
-- PostgreSQL database dump
--
-- Dumped from database version 16.4

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE ROLE dashboard_ro LOGIN PASSWORD '{{password:postgres-password}}';

CREATE TABLE public.dashboard_users (
    id integer NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL
);

COPY public.dashboard_users (id, email, password_hash) FROM stdin;
1	aferreira@lapwing.example.org	$2b$12$K8xQ3vN9mP2rT7wY1zA4eOuJ6hL0dF5gS8cB3nM7kV2qX9pR4tW1y
2	seir-viewer@lapwing.example.org	$2b$12$R4tW1yK8xQ3vN9mP2rT7wOaJ6hL0dF5gS8cB3nM7kV2qX9pY1zA4e
\.

CREATE TABLE public.contacts (t integer, a integer, b integer, ward text);
COPY public.contacts (t, a, b, ward) FROM stdin;
140	1157	1232	MED
160	1157	1191	MED
\.
