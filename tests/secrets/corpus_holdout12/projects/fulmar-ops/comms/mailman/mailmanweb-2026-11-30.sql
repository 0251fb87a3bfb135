--
-- PostgreSQL database dump (mailman-web, partial: accounts)
--
-- Dumped from database version 15.8

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

COPY public.auth_user (id, password, last_login, is_superuser, username, email, is_staff, is_active) FROM stdin;
1	pbkdf2_sha256$870000$Xq2mV9rT4kLw8bNc1yZp5s$9hJ3fG6dS0aP2oI8uY4tR7eW1qZ5xC3vB6nM9lK2jH4=	2026-11-29 08:12:44+00	t	htakeda	htakeda@fulmar.example.edu	t	t
2	pbkdf2_sha256$870000$Lw3kP8mN1bV6cX9zQ2rT5y$Y7uI0oP3aS6dF9gH2jK5lZ8xC1vB4nM7qW0eR3tY6uI=	2026-11-30 14:02:10+00	f	taguilar	taguilar@fulmar.example.edu	f	t
3	!Vh8sR2kL5mN9bC1xZ4qW7eT0yU3iO6pA9sD2fG5	\N	f	listbot	listbot@fulmar.example.edu	f	t
\.

COPY public.authtoken_token (key, created, user_id) FROM stdin;
{{hex40:django-rest-token}}	2026-10-03 11:20:51.113+00	1
\.

COPY public.socialaccount_socialapp (id, provider, name, client_id, secret, key) FROM stdin;
1	openid_connect	Fulmar SSO	mailman-web	{{alnum32:keycloak-client-secret}}	
\.
