-- pg_dump of schema pitch, table api_accounts (data only)
COPY pitch.api_accounts (id, provider, username, secret, note) FROM stdin;
1	statsbomb	lucia.ferreyra@shrike.example.ac.uk	(see .Renviron)	API v4
2	wyscout	shrike-analytics-api	{{alnum32:wyscout-api-password}}	v3 basic auth
3	opta	outlet	********	see vault kv/pitch/opta
4	skillcorner	lferreyra	{{password14:skillcorner-password}}	tracking data
\.

COPY pitch.matches (match_id, provider_id, home, away, checksum) FROM stdin;
3869685	bsu6pjne1eqz2hs8r3685vbhl	Arsenal WFC	Chelsea FCW	e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
\.
