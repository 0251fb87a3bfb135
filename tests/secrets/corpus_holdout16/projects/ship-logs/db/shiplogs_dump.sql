--
-- PostgreSQL database dump
--
-- Dumped from database version 16.4
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE ROLE shiplogs_ro;
ALTER ROLE shiplogs_ro WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:mXh3L0a5u8rT2QkZc1pV9w==$Q2Zt7hR0xN4sF8jK1vB6yE3uW9aL5cM2pD0gH7iJ4kU=:Z8nR3tY6wQ1eA5sD9fG2hJ7kL0zX4cV8bN6mP3oI1uE=';

CREATE TABLE public.service_tokens (
    id integer NOT NULL,
    service text NOT NULL,
    token text NOT NULL,
    note text
);

COPY public.service_tokens (id, service, token, note) FROM stdin;
1	zooniverse-export	{{b64url43:zooniverse-export-token}}	nightly classification export
2	oldweather-mirror	00000000-0000-0000-0000-000000000000	disabled
\.

CREATE TABLE public.observation (
    id bigint NOT NULL,
    ship text, obs_time timestamp, lat real, lon real, pressure_inhg real, wind text
);

COPY public.observation (id, ship, obs_time, lat, lon, pressure_inhg, wind) FROM stdin;
1	HMS Dido	1868-03-14 12:00:00	-33.9	18.4	30.02	SE 5
2	HMS Dido	1868-03-14 16:00:00	-34.1	18.2	29.96	SSE 6
\.
