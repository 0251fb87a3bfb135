-- roles for the tilt database; the dashboard reads aggregated views only
CREATE ROLE analysts NOLOGIN;
CREATE USER dashboard_ro WITH PASSWORD '{{password:postgres-password}}';
GRANT analysts TO dashboard_ro;
CREATE USER mtran WITH PASSWORD 'SCRAM-SHA-256$4096:c2FsdHNhbHRzYWx0$fJ1lQ8mGk1y5N3p0v9c7x2Z4b6n8m0q2w4e6r8t0y2u=:Yx3c5v7b9n1m3q5w7e9r1t3y5u7i9o1p3a5s7d9f1g3=';
GRANT SELECT ON ALL TABLES IN SCHEMA agg TO analysts;
