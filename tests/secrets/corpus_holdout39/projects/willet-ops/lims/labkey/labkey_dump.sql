--
-- PostgreSQL database dump (excerpt: core.logins, prop.properties)
--
COPY core.logins (email, crypted, verification, lastchanged, requestedemail) FROM stdin;
hachterberg@willet.example.org	$2a$10$k8Zr3Xw2Nf7Hc9Tq1Vb6JeM4Lp0Ys3Da8Ke2Rg5WnQ7kX2m9Zf0e3	\N	2025-06-11 10:02:33	\N
labkey-robot@willet.example.org	$2a$10$Qw3Er5Ty7Ui9Op1As3Df5eGh7Jk9Lz1Xc3Vb5Nm7Qw9Er1Ty3Ui5	\N	2025-02-01 08:15:00	\N
\.

COPY prop.properties (set, name, value) FROM stdin;
14	SMTPUser	labkey-noreply
14	SMTPPassword	{{password:smtp-password}}
14	SMTPHost	smtp.willet.example.org
22	ServerGUID	0a7c3e91-5b2d-4f68-8e14-d9c2b6a0f351
\.
