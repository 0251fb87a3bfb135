#!/bin/bash
set -euo pipefail
cd /projects/repurpose-kg/chembl
wget -q https://ftp.ebi.ac.uk/pub/databases/chembl/ChEMBLdb/releases/chembl_34/chembl_34_postgresql.tar.gz
sha256sum -c checksums.txt   # chembl_34_postgresql.tar.gz: 8a7f5d2c...
tar xzf chembl_34_postgresql.tar.gz
PGPASSWORD='{{password:postgres-password}}' createdb -h localhost -U chembl chembl_34
PGPASSWORD="$(cat ../secrets/chembl_pw.txt)" pg_restore --no-owner -h localhost -U chembl -d chembl_34 chembl_34/chembl_34_postgresql/chembl_34_postgresql.dmp
