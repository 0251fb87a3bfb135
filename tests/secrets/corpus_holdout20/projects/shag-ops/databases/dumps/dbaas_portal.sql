-- PostgreSQL database dump of the DBaaS request portal
SET client_encoding = 'UTF8';
CREATE TABLE public.tenant_db (
    id integer NOT NULL,
    tenant text NOT NULL,
    engine text NOT NULL,
    host text NOT NULL,
    owner_role text NOT NULL,
    initial_password text,
    created timestamptz
);
COPY public.tenant_db (id, tenant, engine, host, owner_role, initial_password, created) FROM stdin;
1	radar-picks	postgresql	pg-ha.shag.example.edu	saasland	\N	2025-09-02 10:14:00+00
2	vlr	postgresql	pg-ha.shag.example.edu	tchikwanha	\N	2025-10-11 08:41:00+00
3	cliffs	postgresql	pg-ha.shag.example.edu	cliffs_app	{{password:postgresql-password}}	2026-02-19 15:02:00+00
4	galaxy	postgresql	cnpg:galaxy-db	galaxy	(in k8s secret)	2026-04-01 09:00:00+00
5	gateway-wp	mysql	mysql-ic.shag.example.edu	wp_gateway	changeme	2026-05-07 11:30:00+00
\.
CREATE ROLE radar_ro;
ALTER ROLE radar_ro WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:c2FsdHNhbHRzYWx0c2FsdA==$N3Ab9xq2Lr5tV8yZ1cF4hK7mP0sD3gJ6wE9uI2oR5t8=:Qe1wR4tY7uI0oP3aS6dF9gH2jK5lZ8xC1vB4nM7qW0e=';
