-- pg_dump of the sediment database (schema and the roles table only)
CREATE ROLE sediment LOGIN PASSWORD 'SCRAM-SHA-256$4096:q3Zt0VwZl7mXxkO1bD2eAg==$1tX0HkR+fWb7pJqvY3Lg9sDq2eN5cZ8uK4mA6oB0wE4=:Y5nH2gT8rK1vQ3zW7xL0pC9sF6dJ4bM2aN8eU1iO5yR=';
CREATE ROLE sediment_ro LOGIN PASSWORD '{{password:postgres-password}}';
CREATE TABLE gauge (id text primary key, name text, river text);
COPY gauge (id, name, river) FROM stdin;
HU-1500	Gönyű	Duna
HU-1520	Komárom	Duna
\.
