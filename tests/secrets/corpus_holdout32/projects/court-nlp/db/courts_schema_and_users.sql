--
-- PostgreSQL database dump
--
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE public.annotators (
    id integer NOT NULL,
    username text NOT NULL,
    password_hash text NOT NULL,
    api_token text
);

COPY public.annotators (id, username, password_hash, api_token) FROM stdin;
1	onwosu	pbkdf2_sha256$600000$Qm9vZ3lQZ2Z4$3cY0kF6jXo+X9v0r1m2z4A8dTgH5sLqW7eNbPu1iVfE=	\N
2	rachel.k	pbkdf2_sha256$600000$a1ZxV3pTbEw2$Wm7y2cQ1u8N0l3Kf+Z6d4Hq9BvTrXe5AgPjs1oIhRkY=	{{hex40:annotation-api-token}}
3	dmitri.s	!unusable	\N
\.

CREATE TABLE public.opinions (
    id bigint NOT NULL,
    cluster_id bigint,
    sha1 character(40),
    download_url text
);

COPY public.opinions (id, cluster_id, sha1, download_url) FROM stdin;
9412201	9398812	8f14e45fceea167a5a36dedd4bea2543f2c7b1d0	https://www.ca7.uscourts.gov/tmp/OP0E2N7Y.pdf
9412202	9398813	c9f0f895fb98ab9159f51fd0297e236d1a2b3c4d	https://www.ca7.uscourts.gov/tmp/OP0E2N80.pdf
\.
