--
-- PostgreSQL database dump (dbaas_catalog: tenants of the database service)
--
SET client_encoding = 'UTF8';

CREATE TABLE public.tenants (
    id integer NOT NULL,
    name text NOT NULL,
    engine text NOT NULL,
    owner text NOT NULL,
    portal_password_hash text,
    initial_db_password text
);

COPY public.tenants (id, name, engine, owner, portal_password_hash, initial_db_password) FROM stdin;
1	psha	postgresql	gferrante	$argon2id$v=19$m=65536,t=3,p=4$c2FuZGVybGluZ3NhbHQ$Vq9d3kZ1xR7mT2bN8cL4pF6sW0yH5jA3gE1uO9iK7zQ	\N
2	cycling	postgresql	lvermeulen	$2b$12$Kx9mP3qR5tV7wY1zA3cE5uG7iJ9lN1pR3sT5vX7zB9dF1hK3mO5qS	\N
3	ais	clickhouse	praghunathan	$2b$12$Qa1sD3fG5hJ7kL9zX1cV3uB5nM7qW9eR1tY3uI5oP7aS9dF1gH3jK	{{password:dbaas-tenant-password}}
4	tei	redis	mlefebvre	$argon2id$v=19$m=65536,t=3,p=4$dGVpc2FsdDEyMw$Bz3xC5vN7mQ9wE1rT3yU5iO7pA9sD1fG3hJ5kL7zX9c	\N
\.
