--
-- PostgreSQL database dump (coldfront, partial)
--
COPY public.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) FROM stdin;
1	pbkdf2_sha256$870000$Xq9bT2mLw4RcZ8pK1vN6sd$3kQm0Pz7Yw+1sH5bR9tVx2LcF8eA4jN6dU0gTq3oW1s=	2025-05-12 08:13:44+00	t	croy	Camille	Roy	camille.roy@dipper.example.ca	t	t	2023-09-01 12:00:00+00
2	!Lk3n8QzW1xR5tY7uI9oP2aS4dF6gH0jKmB1vC3xZ	\N	f	mtremblay	Maëlle	Tremblay	maelle.tremblay@dipper.example.ca	f	t	2024-01-15 09:30:00+00
\.

COPY public.authtoken_token (key, created, user_id) FROM stdin;
{{hex40:coldfront-api-token}}	2025-03-02 10:11:12+00	1
\.
