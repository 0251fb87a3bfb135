-- pg_dump --data-only -t users -t token zabbix
COPY public.users (userid, username, name, surname, passwd, url, autologin, lang) FROM stdin;
1	Admin	Zabbix	Administrator	$2y$10$92nDno4n0Zm7Ej7Jfsz8WukBfgSS/U0QkIuu8WkJPihXBb2A1UrEK		1	en_US
3	mhughes	Marcus	Hughes	$2y$10$Fh7KqP2mV9xL0sT3wR6yZeJ1bN4cD8gA5uH2iO7kE0lQ9rM3tS6vW		0	en_GB
\.
COPY public.token (tokenid, name, description, userid, token, lastaccess, status, expires_at) FROM stdin;
2	gpu-report	weekly report script	3	b7e1c9d04f2a6e8b3c5d7f9a1e3b5c7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d	1795982400	0	0
\.
