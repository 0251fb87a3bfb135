# ~/.bashrc -- Mei-Ling Ong
module load schrodinger/2024-3
export SCHRODINGER=/appl/soft/chem/schrodinger/2024-3
export SCHROD_LICENSE_FILE=27008@lic01.treecreeper.example.fi
export CDD_VAULT_ID=5106
export CDD_TOKEN="{{cdd_vault_token}}"
export BENCHLING_TENANT=https://treecreeper.benchling.com
export CHEMBL_WS=https://www.ebi.ac.uk/chembl/api/data
