-- partial export of Users and AuthTokens before the Zammad migration (passwords hashed by RT)
COPY public.users (id, name, password, emailaddress, realname) FROM stdin;
22	mlunde	!bcrypt!12!fX1bP9eQ2wK7mY4tR0hS3u.Zq8cL5nV6dA1jG2oI9xW4kE7yB3tN0	mlunde@twite.example.no	Marte Lunde
31	pkvamme	!bcrypt!12!aB3dF5hJ7kL9nP1rT3vX5z.Cd6eG8iK0mO2qS4uW6yA8cE0gI2kM4o	pkvamme@twite.example.no	Per Kvamme
57	helpdesk-bot	!sha512!f3a9c1e7!Jk2mL4nP6qR8sT0uV2wX4yZ6aB8cD0eF2gH4iJ6kL8mN0oP2qR4sT6uV8wX0yZ2aB4cD6eF8gH0iJ2kL4mN6oP8qR==	helpdesk-bot@twite.example.no	RT bot
\.
COPY public.authtokens (id, owner, token, description, lastused, created) FROM stdin;
4	22	!bcrypt!10!gH5jK7lM9nP1qR3sT5uV7w.Xy9zA1bC3dE5fG7hI9jK1lM3nO5pQ7r	zammad migration	2025-02-20 09:13:55	2025-01-08 10:00:12
\.
