-- PostgreSQL database dump
-- Dumped from database version 16.4
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE public.api_sources (
    id integer NOT NULL,
    name text NOT NULL,
    base_url text,
    api_key text
);

COPY public.api_sources (id, name, base_url, api_key) FROM stdin;
1	fred	https://api.stlouisfed.org/fred	{{hex32:fred-api-key}}
2	worldbank	https://api.worldbank.org/v2	\N
3	imf	https://dataservices.imf.org/REST/SDMX_JSON.svc	\N
4	evds	https://evds2.tcmb.gov.tr/service/evds	{{alnum10:evds-api-key}}
\.

CREATE TABLE public.survey_runs (run_id uuid, started timestamptz, sha text);
COPY public.survey_runs (run_id, started, sha) FROM stdin;
6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f	2025-01-07 09:12:44+01	9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d
\.
