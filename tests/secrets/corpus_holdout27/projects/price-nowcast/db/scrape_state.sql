-- PostgreSQL database dump
-- Dumped from database version 16.4
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE public.store_logins (
    store text NOT NULL,
    username text NOT NULL,
    password text NOT NULL,
    note text
);

COPY public.store_logins (store, username, password, note) FROM stdin;
example-grocer.se	prices@whimbrel.example.edu	{{password:store-account-password}}	loyalty account, member prices
coop-example.se	prices@whimbrel.example.edu	********	moved to the password manager
citygross-example.se	prices@whimbrel.example.edu	changeme	not created yet
\.

CREATE TABLE public.api_users (
    id integer NOT NULL,
    login text NOT NULL,
    password_hash text NOT NULL
);

COPY public.api_users (id, login, password_hash) FROM stdin;
1	dashboard	$2b$12$Fq9o2yC6mD0vX1kR7tLh9eZpW3nA5sB8cJ4uG6iE2oQ1rT7yU9wKa
2	loskarsson	$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$W9v5m0xq1Y2bZQm4rT8kNnC0pH6sJ3dF7gL2aE5uK1o
\.
