-- pg_dump --data-only -t users rt5 (excerpt, 2025-11-01), passwords are RT's salted SHA-512
COPY public.users (id, name, password, emailaddress, realname, created) FROM stdin;
14	nkarimi	!sha512!a1b2c3d4!4b7f0e2c9a1d3e5f6081a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d	nkarimi@wryneck.example.pt	Nadia Karimi	2023-02-11 10:14:02
15	haalto	*NO-PASSWORD*	haalto@wryneck.example.pt	Henrik Aalto	2023-02-11 10:15:40
27	svc-rt	!sha512!9f8e7d6c!0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e9f	rt@wryneck.example.pt	RT service	2023-03-01 08:00:00
\.
-- Zammad users (bcrypt), from the 2024 migration
-- ('jferraz', '$2a$12$Qm3c9vX2kR7tB1nY5wL0eOa8sD4fG6hJ2kM9pN1qR3tU5vW7xY9zA'),
-- ('tlindqvist', '$2a$12$Zp1o2i3u4y5t6r7e8w9q0aLkJhGfDsApOiUyTrEwQzXcVbNmLkJhG');
