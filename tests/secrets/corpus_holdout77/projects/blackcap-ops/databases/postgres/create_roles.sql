-- roles for the research cluster, run as postgres on pg-research
CREATE ROLE angata LOGIN PASSWORD '{{password:postgres-password}}';
CREATE ROLE praman LOGIN PASSWORD '{{password:postgres-password}}';
CREATE ROLE lakefs LOGIN PASSWORD 'SCRAM-SHA-256$4096:hGq3mN8pR2vT5xZ1aC4eFw==$Jk9pLm2nQ4rS6tU8vW0xY1zA3bC5dE7fG9hI1jK3lM4=:Nq2rS4tU6vW8xY0zA1bC3dE5fG7hI9jK1lM3nO5pQ7s=';
CREATE ROLE glider_reader LOGIN PASSWORD NULL;  -- cert auth only
ALTER ROLE barman WITH REPLICATION PASSWORD '{{password:barman-password}}';
GRANT pg_read_all_settings, pg_read_all_stats TO barman;
