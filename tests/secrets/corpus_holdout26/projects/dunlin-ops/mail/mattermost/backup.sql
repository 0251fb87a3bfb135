--
-- PostgreSQL database dump (roles only)
--
CREATE ROLE mmuser;
ALTER ROLE mmuser WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN NOREPLICATION NOBYPASSRLS PASSWORD 'SCRAM-SHA-256$4096:Q2h1bmtzT2ZTYWx0MTIzNA==$V9rK2mP4qS6tU8wX0yZ1aB3cD5eF7gH9iJ1kL3mN5oP=:W2sT4uV6wX8yZ0aB1cD3eF5gH7iJ9kL1mN3oP5qR7sU=';
CREATE ROLE mm_readonly;
ALTER ROLE mm_readonly WITH LOGIN PASSWORD 'md5a3c9f1e7b2d4068f5e1c3a9b7d2f4e60';

-- Data for Name: users; Type: TABLE DATA; Schema: public
COPY public.users (id, username, password, authservice, email) FROM stdin;
x7kq2m9pzr4tbw8ncdya3fe5gh	gpritchard	$2a$10$Jx8Kq2Lm9Pz4Rt7Vw1Nc3O5eQ7gS9iU1kW3mY5oA7cE9gI1kM3oQ5	gitlab	gpritchard@dunlin.example.edu
p3lm8qz2rt7vw1nc4dy6fe9gha	ofarouk	$2a$10$Pq2Rs4Tu6Vw8Xy0Za1Bc3De5Fg7Hi9Jk1Lm3No5Pq7Rs9Tu1Vw3Xy5	gitlab	ofarouk@dunlin.example.edu
\.
