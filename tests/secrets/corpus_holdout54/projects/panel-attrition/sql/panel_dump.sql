-- PostgreSQL database dump (panel management schema)
-- Dumped from database version 16.4

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE public.panel_users (
    id integer NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    role text DEFAULT 'researcher'::text
);

CREATE TABLE public.integrations (
    name text PRIMARY KEY,
    api_base text,
    secret text
);

COPY public.panel_users (id, email, password_hash, role) FROM stdin;
1	arahman@nuthatch.example.cz	$2b$12$Kq3Vn8xY1tZ2wR5uL7pJ0eOa9sD4fG6hJ8kL0zX2cV4bN6mQ8rT1u	admin
2	pstranska@nuthatch.example.cz	$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$1fG8kQ3mZ7xW2vR9tY5uP0sA4dF6hJ8kL2zX0cV3bN5	researcher
\.

COPY public.integrations (name, api_base, secret) FROM stdin;
twilio	https://api.twilio.com/2010-04-01/Accounts/AC3f8e1a9c7b5d2e4f6a0b8c1d9e7f3a5b2	{{twilio_auth_token}}
sendgrid	https://api.sendgrid.com/v3	{{sendgrid}}
qualtrics	https://nuthatch.eu.qualtrics.com/API/v3	\N
\.
