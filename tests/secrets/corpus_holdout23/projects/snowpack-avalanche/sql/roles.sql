-- avalanche database roles (run once as postgres)
CREATE ROLE avy LOGIN PASSWORD '{{password:password}}';
CREATE ROLE dash_ro LOGIN PASSWORD 'SCRAM-SHA-256$4096:Vq9pY2xkZ0FzZWVkMTIz$Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo=:YmF6cXV4Zm9vYmFyMDk4NzY1NDMyMWFiY2RlZmdoaWo=';
GRANT SELECT ON ALL TABLES IN SCHEMA obs TO dash_ro;
