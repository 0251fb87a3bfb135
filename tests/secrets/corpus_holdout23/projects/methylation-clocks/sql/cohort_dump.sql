-- PostgreSQL database dump (cohort tracking app)
-- Dumped from database version 16.4
SET statement_timeout = 0;
CREATE TABLE public.app_users (id integer, username text, password_hash text);
CREATE TABLE public.app_settings (name text PRIMARY KEY, value text);
COPY public.app_users (id, username, password_hash) FROM stdin;
1	aoyelaran	$2b$12$C6UzMDM.H6dfI/f/IKxGhu2nKq7g7J6m5b1s9Q0v4YtZr8ePqWl3y
2	cohort_ro	$2b$12$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy
\.
COPY public.app_settings (name, value) FROM stdin;
redcap_url	https://redcap.godwit.example.edu/api/
redcap_token	{{hex32_upper:redcap-api-token}}
ega_dataset	EGAD00010001950
\.
