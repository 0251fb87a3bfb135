#!/bin/bash
# DrugBank full database (academic licence) — the release URL and curl form are DrugBank's own
curl -Lfv -o drugbank_all_full_database.xml.zip \
  -u dvolkov@bittern.example.edu:{{password:drugbank-password}} \
  https://go.drugbank.com/releases/5-1-13/downloads/all-full-database
# vocabulary is open, no login: https://go.drugbank.com/releases/5-1-13/downloads/all-drugbank-vocabulary
