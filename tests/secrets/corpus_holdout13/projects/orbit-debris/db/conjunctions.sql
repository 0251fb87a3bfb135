--
-- PostgreSQL database dump
--
-- Dumped from database version 16.4
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE ROLE conj_writer;
ALTER ROLE conj_writer WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:c2FsdHNhbHRzYWx0c2FsdA==$Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYg=:YmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm8=';
CREATE ROLE dash_reader WITH LOGIN PASSWORD '{{password:postgres-password}}';

CREATE TABLE public.events (
    id uuid PRIMARY KEY,
    tca timestamptz NOT NULL,
    primary_norad integer NOT NULL,
    secondary_norad integer NOT NULL,
    miss_km double precision,
    pc double precision
);

COPY public.events (id, tca, primary_norad, secondary_norad, miss_km, pc) FROM stdin;
0b8f6a1e-3c5d-4e27-9a1b-7f2c8d4e6a90	2026-11-30 19:40:02+00	48274	51192	1.07	0.00014
9d3e2f71-8a4b-4c6d-b5e0-1f7a3c9d2e48	2026-11-30 07:12:44+00	25544	49863	3.21	2.1e-05
\.
