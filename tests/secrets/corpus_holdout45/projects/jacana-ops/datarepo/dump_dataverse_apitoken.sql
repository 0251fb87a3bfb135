-- pg_dump -t apitoken dvndb (for the token-expiry migration), 2026-10-30
COPY public.apitoken (id, createtime, disabled, expiretime, tokenstring, authenticateduser_id) FROM stdin;
1	2026-01-12 10:02:11.201	f	2027-01-12 10:02:11.201	{{uuid:dataverse-api-token}}	1
2	2026-03-04 14:18:40.9	t	2026-09-04 14:18:40.9	00000000-0000-0000-0000-000000000000	17
3	2026-06-21 08:45:02.55	f	2027-06-21 08:45:02.55	{{uuid:dataverse-api-token}}	23
\.
COPY public.builtinuser (id, encryptedpassword, passwordencryptionversion, username) FROM stdin;
1	$2a$10$H8jrQxv6Y1K2w8e6pF3S4.tR9uNcL0mB7vD5aE2gJ1iK4oP6qW8yS	1	dataverseAdmin
\.
