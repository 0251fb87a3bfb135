module load schrodinger/2024-3
$SCHRODINGER/licadmin INFO
$SCHRODINGER/licadmin STAT
$SCHRODINGER/utilities/structconvert hits.sdf hits.maegz
curl -s -H "X-CDD-Token: {{cdd_vault_token}}" https://app.collaborativedrug.com/api/v1/vaults
curl -s "https://www.ebi.ac.uk/chembl/api/data/molecule/CHEMBL3353410.json" | jq .molecule_structures.canonical_smiles
curl -u {{benchling_key}}: https://treecreeper.benchling.com/api/v2/custom-entities?schemaId=ts_Xq3Lk9Pw
git rev-parse HEAD
