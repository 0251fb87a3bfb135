-- PostgreSQL database dump (pg_dump 16.4)
SET statement_timeout = 0;
CREATE TABLE public.integrations (id serial, name text, endpoint text, credential text);
COPY public.integrations (id, name, endpoint, credential) FROM stdin;
1	dhis2	https://dhis2.moh-partner.example.org	{{dhis2}}
2	thingsboard	ssl://tb.kittiwake.example.edu:8883	{{alnum20:thingsboard-access-token}}
3	ors	https://api.openrouteservice.org	\N
\.
CREATE ROLE dispatcher LOGIN PASSWORD 'SCRAM-SHA-256$4096:c2FsdHNhbHRzYWx0$Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyMTI=:YmF6YmF6YmF6YmF6YmF6YmF6YmF6YmF6YmF6YmF6MTI=';
