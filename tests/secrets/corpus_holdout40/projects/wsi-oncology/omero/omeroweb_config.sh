#!/bin/bash
omero config set omero.web.server_list '[["omero.killdeer.example.org", 4064, "killdeer"]]'
omero config set omero.web.secret_key '{{django_secret:omero-web-secret-key}}'
omero config set omero.web.public.enabled false
omero config set omero.web.public.user public-viewer
# the public user's password is shared on the lab wiki on purpose: it only sees the teaching set
omero config set omero.web.public.password 'public-viewer'
