#!/bin/sh
# first login on the new cluster: the analysis database's password file
cat > ~/.pgpass <<'PGPASS'
db2.example.edu:5432:cohort:erin:{{password:pgpass-password}}
db2.example.edu:5432:scratch:erin:$SCRATCH_PASSWORD
PGPASS
chmod 600 ~/.pgpass
