#!/bin/bash
# Inscription d'un lot dans le registre de composés (Postgres + cartouche RDKit)
# usage: register_batch.sh lot.sdf
set -euo pipefail

# le mot de passe du compte de service "registrar" est dans le coffre du labo, pas ici
export PGPASSWORD="${REGISTRAR_PW:?exporte REGISTRAR_PW}"
psql -h chemdb01.goosander.example.ca -U registrar -d kinase_reg \
     -c "\copy staging.incoming FROM PROGRAM 'python3 sdf2csv.py $1' CSV HEADER"

# Vieux test (base de dev jetable, détruite en octobre) :
# PGPASSWORD=devdev psql -h localhost -U registrar kinase_reg_dev

# sha256 du dump de référence ChEMBL 34 :
# 5b2c1f0e9a8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a29180f7e6d5c4b3a291807  chembl_34_postgresql.tar.gz
