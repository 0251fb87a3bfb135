-- PostGIS for field boundaries and yield points
CREATE ROLE yieldapp LOGIN PASSWORD '{{password:postgres-password}}';
CREATE ROLE grafana_ro LOGIN PASSWORD 'md5c4f1e0a9b8d7c6e5f4a3b2c1d0e9f8a7';
CREATE DATABASE potato OWNER yieldapp;
\c potato
CREATE EXTENSION postgis;
