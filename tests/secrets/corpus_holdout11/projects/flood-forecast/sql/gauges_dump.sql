--
-- PostgreSQL database dump
--
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE ROLE flood_rw;
ALTER ROLE flood_rw WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:c2FsdHNhbHRzYWx0$Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmE=:YmF6cXV4YmF6cXV4YmF6cXV4YmF6cXV4YmF6cXU=';
CREATE ROLE grafana_ro;
ALTER ROLE grafana_ro WITH LOGIN PASSWORD '{{password:postgres-password}}';

CREATE TABLE public.station (
    id integer NOT NULL,
    code text NOT NULL,
    name text,
    geom public.geometry(Point,4326)
);

COPY public.station (id, code, name, geom) FROM stdin;
1	RO-TM-0012	Timisoara Bega	0101000020E6100000A69BC420B0383540E17A14AE47E14640
2	RO-TM-0031	Lugoj Timis	0101000020E61000009A99999999E93440C3F5285C8FD24640
\.
