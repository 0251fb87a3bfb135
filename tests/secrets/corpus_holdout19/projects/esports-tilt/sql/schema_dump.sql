--
-- PostgreSQL database dump
--
-- Dumped from database version 16.4
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE public.participants (
    pid uuid NOT NULL,
    riot_puuid_sha256 character(64) NOT NULL,
    steamid bigint,
    consent_version text NOT NULL
);

COPY public.participants (pid, riot_puuid_sha256, steamid, consent_version) FROM stdin;
3f2b8c1e-9d4a-4e7b-a6c5-1f0e9d8c7b6a	b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9	76561198012345678	v3
a1c4e7f0-2b5d-4c8e-9f1a-3b6c9d2e5f80	2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae	\N	v3
\.
