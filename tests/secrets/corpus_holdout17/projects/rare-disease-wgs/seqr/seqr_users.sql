--
-- PostgreSQL database dump (seqr auth tables, for the migration test)
--
COPY public.auth_user (id, password, last_login, is_superuser, username, email) FROM stdin;
1	pbkdf2_sha256$720000$Xq9kT2m4Lp8v$3vJ8kZ1nB5cV7xZ2lK0jG4fD6sA9qW2eR1tY5uI8oP3=	2026-11-30 09:12:44+00	t	eowusu	esi.owusu@guillemot.example.edu
2	!Xz8kT2m4Lp8vQ1nB5cV7xZ2lK0jG4fD6sA9qW2eR	\N	f	seqr-bot	seqr-bot@guillemot.example.edu
\.

COPY public.authtoken_token (key, created, user_id) FROM stdin;
{{hex40:seqr-api-token}}	2026-09-01 10:00:00+00	2
\.
