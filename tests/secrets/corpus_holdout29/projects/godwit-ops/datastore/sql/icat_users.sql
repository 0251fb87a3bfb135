-- excerpt of pg_dump of ICAT: replicas and their checksums (sha2:base64 of the SHA-256)
COPY public.r_data_main (data_id, data_repl_num, data_name, data_checksum, resc_id) FROM stdin;
10412	0	TS_041.mrc	sha2:5gGvVx8yA3kPd0Fm6sJ2hT9uGq7Lr1Nc5Ew4Bz8Ki0O=	10014
10413	0	TS_042.mrc	sha2:Hk3Xb8Nq1Tz6Wm0rCp5Lf2Yd9Ra4Vs7Ej1Ku8Gn3Ow6=	10014
\.
-- web portal users (bcrypt, as Laravel's Hash::make writes them)
COPY public.portal_users (id, email, password_hash) FROM stdin;
1	mhaddad@godwit.example.edu.au	$2y$12$Jq8wN3zT5vR1mX7kP0cLd.eG4hY6bA9sU2fI8oW1nM3lK5jH7tQxS
2	hwalker@godwit.example.edu.au	$2y$12$5Tz0Wq9Lb4Zm7Xi1OeVx8yA3kPd0Fm6sJ2hT9uGq7Lr1Nc5Ew4Bz8
\.
