#!/bin/bash
# OMERO.server 5.6 on omero.killdeer.example.org (run as omero-server)
omero config set omero.data.dir /OMERO
omero config set omero.db.host pathdb.killdeer.example.org
omero config set omero.db.name omero
omero config set omero.db.user omero
omero config set omero.db.pass '{{password:omero-db-password}}'
omero config set omero.ldap.config true
omero config set omero.ldap.urls ldaps://ldap.killdeer.example.org:636
omero config set omero.ldap.username "cn=omero-bind,ou=services,dc=killdeer,dc=example,dc=org"
omero config set omero.ldap.password '{{password:ldap-bind-password}}'
omero config set omero.ldap.base "ou=people,dc=killdeer,dc=example,dc=org"
