-- PostgreSQL database dump (fc-portal)
SET statement_timeout = 0;
CREATE TABLE public.auth_user (id integer NOT NULL, password character varying(128) NOT NULL, username character varying(150) NOT NULL, email character varying(254) NOT NULL);
COPY public.auth_user (id, password, username, email) FROM stdin;
1	pbkdf2_sha256$720000$Zq1x9Lm3Vb7N$k3Jd8mQ2nB7vX0cL5rT9wY4eH1sZp6Vn3Qx8Lm1Kb5J=	admin	ops@firecrest.example.ie
2	argon2$argon2id$v=19$m=102400,t=2,p=8$c2FsdHNhbHRzYWx0$Qm9ndXNIYXNoVmFsdWVGb3JUZXN0aW5nMTIzNDU2	abrennan	abrennan@firecrest.example.ie
\.
CREATE TABLE public.integrations (id integer, name text, endpoint text, secret text);
COPY public.integrations (id, name, endpoint, secret) FROM stdin;
1	slack-alerts	https://hooks.slack.com/services	\N
2	mailjet	https://api.mailjet.com/v3.1/send	{{hex32:mailjet-api-secret}}
3	statuspage	https://api.statuspage.io/v1	\N
\.
