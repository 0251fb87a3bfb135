-- pg_dump of faw.sites and the app role
CREATE ROLE faw_app LOGIN PASSWORD 'SCRAM-SHA-256$4096:cGxvdmVyZmF3c2FsdA==$Uq3Xk1wB8yQm5Hn3V7oR2fE9tJ0cL6aP4sD1gZ8kW2E=:Zx7Vb3Nq9Lm1Kp5Rt8Yw2Hs6Dg4Fj0Ae3Cu9Io7Pl5M=';
CREATE ROLE faw_loader LOGIN PASSWORD '{{password:postgres-password}}';
COPY sites (site_id, district, lat, lon, trap_serial) FROM stdin;
CHW-01	Chongwe	-15.33	28.68	FAW-TR-00412
CHW-02	Chongwe	-15.41	28.71	FAW-TR-00418
\.
