-- PostgreSQL database dump (excerpt), coldfront
-- Dumped from database version 16.4

CREATE ROLE coldfront;
ALTER ROLE coldfront WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:Yk3mP9qR2sT5vW8x$Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2Yz3Ab4=:Cd5Ef6Gh7Ij8Kl9Mn0Op1Qr2St3Uv4Wx5Yz6Ab7Cd8=';

COPY public.auth_user (id, password, last_login, is_superuser, username, email) FROM stdin;
1	pbkdf2_sha256$870000$Qw3Er5Ty7Ui9Op1A$e3Rb7nK2Lp9Qs4Tv6Wx8Yz0Ab2Cd4Ef6Gh8Ij0Kl2M=	2026-11-29 08:14:02+00	t	admin	hpc-help@petrel.example.edu
2	!Xk9pQw2Er4Ty6Ui8Op0As2Df4Gh6Jk8Lz0Xc2Vb4Nm	2026-11-30 11:02:55+00	f	mcosta	mcosta@petrel.example.edu
\.

COPY public.resource_resourceattribute (id, resource_id, value, resource_attribute_type_id) FROM stdin;
14	3	petrel	7
15	3	{{password:slurm-db-password}}	9
\.
