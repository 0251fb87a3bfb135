-- PostgreSQL database dump (chord annotation app, Django)
-- Dumped from database version 16.2
-- pg_dump -h db.turnstone.example.org -U annot annot   (DATABASE_URL=postgresql://annot:{{password_url:postgres-password}}@db.turnstone.example.org:5432/annot)

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

COPY public.auth_user (id, password, last_login, is_superuser, username, email) FROM stdin;
1	pbkdf2_sha256$720000$Vx3kLq9RtY2wZ8nB$Kf4mT0pQ1sL9vX7cR2yH6jN8bD3gW5eA1uI0oZ4tC7k=	2026-10-02 14:11:09+00	t	mferreira	mferreira@turnstone.example.org
2	pbkdf2_sha256$720000$Qw7eR3tY9uI1oP5a$Mn2bV6cX0zL8kJ4hG1fD7sA3qW9eR5tY2uI6oP0lK8j=	2026-10-05 09:40:51+00	f	annotator1	annot1@turnstone.example.org
\.

COPY public.annotations_session (session_key, user_id, expire_date) FROM stdin;
q8z3x1n5v7b9m2k4j6h0g3f5d7s9a1p2	2	2026-10-19 09:40:51+00
\.
