--
-- PostgreSQL database dump
--
-- Dumped from database version 16.3

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE ROLE liq_reader;
ALTER ROLE liq_reader WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:Zk9xN2tYb3pRdz09$V7m3cQ1pX0hT9s2kR8wY5uJ4nL6bE1aD3fG7hK9jM0o=:p4Q8zR2vT6xB0nM3kL7jH1gF5dS9aW2eY4uI8oP6cV0=';

CREATE TABLE public.vendor_keys (vendor text PRIMARY KEY, api_key text, note text);

COPY public.vendor_keys (vendor, api_key, note) FROM stdin;
tiingo	{{hex40:tiingo-api-key}}	daily EOD, power plan
iex	pk_3f9a1c7e5b2d4f608e1a3c5b7d9f0e2a	publishable (browser) token, retired
alphavantage	demo	documented demo key
\.

CREATE TABLE public.instruments (permno integer, cusip text, isin text, figi text, lei text);
COPY public.instruments (permno, cusip, isin, figi, lei) FROM stdin;
14593	037833100	US0378331005	BBG000B9XRY4	HWUPKR0MPOU8FGXBT394
10107	594918104	US5949181045	BBG000BPH459	INR2EJN1ERAN0W5ZP974
\.
