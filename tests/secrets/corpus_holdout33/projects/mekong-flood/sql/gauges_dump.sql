--
-- PostgreSQL database dump (gauges, pg_dump 16.3)
--
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE public.dashboard_users (id integer, username text, password_hash text);
COPY public.dashboard_users (id, username, password_hash) FROM stdin;
1	tnguyen	$2b$12$Lk8vQ2mX9cR4tY7uW1zA4eC6gJ9lO0pS3dF5hB7nM2kXq8vB1nM4x
2	mrc-viewer	$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$Vb9nK2xQ7rT4wY1zA3cE5gJ7lO9pS2dF4hB6nM8kXq0
\.

CREATE TABLE public.feed_accounts (name text, endpoint text, login text, secret text);
COPY public.feed_accounts (name, endpoint, login, secret) FROM stdin;
mrc-ffg	https://ffw.mrcmekong.org/api/v1	greenshank	{{password:mrc-feed-password}}
\.

CREATE TABLE public.stations (code text, name text, lat double precision, lon double precision);
COPY public.stations (code, name, lat, lon) FROM stdin;
014901	Kratie	12.4814	106.0157
019803	Tan Chau	10.8012	105.2386
\.
