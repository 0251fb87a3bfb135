#!/bin/sh
# whois_user <uid>: who is this, which groups and allocations (for ticket triage)
ldapsearch -x -H ldaps://ldap.razorbill.example.edu \
  -D "uid=svc-helpdesk,ou=services,dc=razorbill,dc=example,dc=edu" \
  -w '{{password:ldap-bind-password}}' \
  -b "ou=people,dc=razorbill,dc=example,dc=edu" "(uid=$1)" cn mail memberOf
sacctmgr -n show assoc user="$1" format=account,partition,qos
