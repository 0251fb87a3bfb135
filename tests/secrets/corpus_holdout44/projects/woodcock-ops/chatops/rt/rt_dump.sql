--
-- PostgreSQL database dump (rt5, users excerpt)
--
COPY public.users (id, name, password, emailaddress, realname) FROM stdin;
22	ldube	!bcrypt!12!Jd0Kf3Lg6Mh9Ni2Oj5Pk8Ql1Rm4Sn7To0Up3Vq6Wr9Xs2Yt5Zu8A	ldube@woodcock.example.org	Lindiwe Dube
23	bhalvorsen	!bcrypt!12!Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8Ii9Jj0Kk1Ll2Mm3Nn4Oo5Pp6Qq7R	bhalvorsen@woodcock.example.org	Bjorn Halvorsen
24	rt-mailgate	*NO-PASSWORD*	rt@woodcock.example.org	RT mailgate
\.

COPY public.attributes (id, name, description, content, objecttype, objectid) FROM stdin;
91	SMTPRelayPassword	relay for outgoing mail	{{password:smtp-password}}	RT::System	1
92	SavedSearch	open HPC	BAhJIhNvcGVuIEhQQwY6BkVU	RT::User	22
\.
