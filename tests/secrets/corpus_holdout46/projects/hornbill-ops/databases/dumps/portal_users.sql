--
-- PostgreSQL database dump (portal, table accounts)
--
COPY public.accounts (id, username, email, password_hash, api_token, created_at) FROM stdin;
1	gstaff	staff@hornbill.example.net	$2b$12$Kq9vT1mX3pZ7rN5bL2cW8eYfG4hJ6kD0sA1qW3eR5tY7uI9oP2aS.	\N	2023-09-01 10:00:00+00
2	kasante	kwame.asante@hornbill.example.net	$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$Wv7QpN2kXz9rT4yL6bM1cH8dF3gJ5sA0eU	{{hex40:portal-api-token}}	2024-02-14 09:31:12+00
3	demo	demo@hornbill.example.net	$2b$12$AbCdEfGhIjKlMnOpQrStUuVwXyZ0123456789abcdefghijklmnoq	0000000000000000000000000000000000000000	2024-03-01 12:00:00+00
\.
