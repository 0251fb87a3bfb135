-- camtrap detections DB (PostgreSQL 16 on pgdb)
CREATE ROLE camtrap LOGIN PASSWORD '{{password:camtrap-db-password}}';
CREATE ROLE camtrap_ro LOGIN PASSWORD 'SCRAM-SHA-256$4096:Gm3k9Pq2Lr8Tz1Wx$Yh7Qm2Lz9Rk4Tp1Wx6Nv3Bc8Df5Gh0Jk2Lm7Qw9Er=:Pz4Xk8Vn2Bq6Ym1Lr9Tw3Hc7Df5Gj0Ks2Lm4Qn8Er=';
CREATE DATABASE camtrap OWNER camtrap;
GRANT CONNECT ON DATABASE camtrap TO camtrap_ro;
