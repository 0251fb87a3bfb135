--
-- PostgreSQL database dump (gerrit reviewdb, accounts only, for the LDAP migration check)
--
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

COPY public.account_external_ids (account_id, email_address, password, external_id) FROM stdin;
1000001	mquispe@stint.example.org	\N	gerrit:mquispe
1000002	\N	bcrypt:4:N2E0ZWY5MWIxNzk1ZDY3YQ==:LTHt9ECJdk/3Ilvp0g1U0HeRbGVtR4Ay	username:ci-verifier
1000003	kbergstrom@stint.example.org	\N	gerrit:kbergstrom
1000004	\N	bcrypt:4:ZmM4ZDEzYTJiN2U5MzQwNg==:q0v8rWm2Kx6PjT1eZsNb3YdLc7UhAf9G	username:replication
\.

COPY public.accounts (account_id, full_name, preferred_email, registered_on) FROM stdin;
1000001	Marisol Quispe	mquispe@stint.example.org	2021-09-14 10:02:11
1000002	CI Verifier	\N	2022-01-03 08:44:59
1000003	Karin Bergström	kbergstrom@stint.example.org	2023-05-22 13:18:40
\.
-- dump sha256 8e1c3a5f7b9d2e4a6c8f0b1d3e5a7c9f2b4d6e8a0c1f3b5d7e9a2c4f6b8d0e1a
