-- PostgreSQL database dump (recharge), selected tables
COPY public.payments (id, provider, external_id, amount_pence, status) FROM stdin;
1041	stripe	pi_3Or2Xy3Zb4Ac5Bd61aB2cD3e	425000	succeeded
1042	paypal	8MC585209K746392H	99000	refunded
1043	chargebee	AzZiQWUX8cJ1w2Ep	1200000	paid
\.

COPY public.integration_settings (key, value) FROM stdin;
stripe_secret_key	{{stripe}}
stripe_publishable_key	pk_live_51OqZ8bLkR3mT2vNwQx7Yc9Dd2Ff4Gg6Hh8Jj0Kk2Ll4Mm6Nn8Pp0Qq2Rr4Ss6Tt8Uu0Vv2Ww4Xx6Yy8Zz0
chargebee_api_key	{{chargebee_live_key}}
xero_tenant_id	3e9f1a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b
\.

COPY public.auth_user (id, username, password) FROM stdin;
1	pchandrasekar	pbkdf2_sha256$720000$Zq3vT8pL2mR5$1n0Hc2cJ6mVd4b9Kx7yQ3wE8rT5uI1oP9aS2dF6gH4j=
2	finance-bot	!unusable
\.
