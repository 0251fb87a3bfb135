-- migration 0007: wearable tokens table and the ETL role (applied 2026-10-02)
CREATE ROLE sleep_app LOGIN PASSWORD 'SCRAM-SHA-256$4096:Wm9ZcWl4T2FrY0ZQ$kq1Z0uGqYbq9a3l8nM2xT0c5vR7wP4sD6fH1jK3lZ9o=:Tn8v2QwE5rT7yU9iO1pA3sD5fG7hJ9kL0zX2cV4bN6m=';
CREATE ROLE sleep_etl LOGIN;
ALTER ROLE sleep_etl WITH PASSWORD '{{password:postgres-password}}';
CREATE TABLE wearable_tokens (
    participant_id text PRIMARY KEY,
    vendor text NOT NULL,
    access_token text NOT NULL,
    created_at timestamptz DEFAULT now()
);
INSERT INTO wearable_tokens (participant_id, vendor, access_token) VALUES
    ('P-017', 'oura', '{{oura_pat}}'),
    ('P-021', 'oura', '<pending consent>');
GRANT SELECT ON wearable_tokens TO sleep_etl;
