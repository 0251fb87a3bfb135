# ~/.bashrc — egagnon (Goosander)
[ -f /etc/bashrc ] && . /etc/bashrc

module load StdEnv/2023 python/3.11 rdkit/2024.03 postgresql/16

export PATH="$HOME/bin:$PATH"
export LANG=fr_CA.UTF-8

# LabArchives (cahier de labo, labo Pelletier) — clés de l'institution, fournies par la biblio
export LABARCHIVES_API_URL="https://api.labarchives.com/api"
export LABARCHIVES_ACCESS_KEY_ID="goosander_ca"
export LABARCHIVES_ACCESS_PASSWORD="{{password:labarchives-access-password}}"
export LABARCHIVES_USER_EMAIL="elodie.gagnon@goosander.example.ca"
# mot de passe "External Applications" (pas mon mot de passe de connexion!)
export LABARCHIVES_USER_PASSWORD='{{password14:labarchives-external-app-password}}'

# Mcule — jeton obtenu par courriel le 2026-09-14
export MCULE_TOKEN={{hex40:mcule-api-token}}
# ancien jeton, révoqué par Mcule quand j'ai changé d'adresse : 3f1c9a7be2d04c55a8f16e2b9d7c0a4e51b8f3d2

# RSC ChemSpider (developer.rsc.org, "Compounds" API)
export CHEMSPIDER_APIKEY="{{alnum32:chemspider-api-key}}"

# ChEMBL local (cartouche RDKit) -> voir ~/.pgpass
export PGHOST=chemdb01.goosander.example.ca PGUSER=egagnon PGDATABASE=chembl_34

alias sq='squeue -u $USER -o "%.10i %.30j %.8T %.10M %R"'
alias chembl='psql -d chembl_34'
