--
-- PostgreSQL database dump (pg_dump 16.4), labelstudio, 2026-07-01
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

COPY public.htx_user (id, password, last_login, is_superuser, username, email, first_name, last_name, is_staff, is_active, date_joined) FROM stdin;
1	pbkdf2_sha256$870000$TzYYfNh73FsHWm1ZrJYsir$wjwBUagv0WNwnsQaRPj+pMmK5CkVUlT70VXboLikSfop	2026-06-30 16:02:11.5+00	t	skavanagh	skavanagh@curlew.example.edu	Saoirse	Kavanagh	t	t	2026-03-02 10:14:55.1+00
4	pbkdf2_sha256$870000$3bhphb5tyFx6CqcWvYXe2V$luOX+yvpblHL8UP0VnUa4CfyQZbGNN/7IOjZZz+fiNlu	2026-06-28 09:41:07.2+00	f	annotator1	rmcginley@curlew.example.edu	Ruairí	McGinley	f	t	2026-05-19 08:30:12.9+00
\.

COPY public.authtoken_token (key, created, user_id) FROM stdin;
{{hex40:label-studio-token}}	2026-03-02 10:14:55.2+00	1
{{hex40:label-studio-token}}	2026-05-19 08:30:13.0+00	4
\.

COPY public.task (id, data, created_at, project_id) FROM stdin;
10231	{"audio": "/data/local-files/?d=clips/humpback/BACAX_20260301T031500.wav", "sha1": "8d4d5f3564a1d0894f75291e74a88cca32bfef39"}	2026-03-05 11:00:00+00	3
\.
