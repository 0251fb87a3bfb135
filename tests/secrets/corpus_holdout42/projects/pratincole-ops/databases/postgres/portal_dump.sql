--
-- PostgreSQL database dump (portal, 2025-03-10)
--
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

COPY public.accounts (id, username, email, password_hash, created) FROM stdin;
1	lkahale	lkahale@pratincole.example.org	pbkdf2_sha256$870000$Xc8vN2pL5qR7tW0y$Zk3mQ9sD1fG4hJ7kL0nP2rT5vX8yB1dE3gH6jK9mN0Q=	2024-09-02 10:14:00+00
2	oadeyemi	oadeyemi@pratincole.example.org	$2b$12$Qm2vN8kX4pL1sR7tY0wZ3eB6cD9fG2hJ5kL8mN1pQ4rS7tU0vW3y	2024-09-02 10:15:31+00
3	kmensah	k.mensah-bonsu@pratincole.example.org	$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$Rk9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy	2024-10-11 08:02:12+00
\.

COPY public.api_clients (id, name, client_id, client_secret, owner_id) FROM stdin;
1	slurm-accounting-sync	portal-slurm-sync	{{hex40:portal-api-client-secret}}	2
2	grafana-projects	portal-grafana	REVOKED	2
\.

COPY public.projects (id, code, title, pi, allocation_gpu_h) FROM stdin;
14	PRA-2024-014	Ribosome assembly intermediates by cryo-EM	ivermeulen	42000
22	PRA-2024-022	Legal-aid LLM evaluation	ndlamini	18000
\.
