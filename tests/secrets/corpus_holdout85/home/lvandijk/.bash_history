mount /mnt/researchdrive
rclone lsd researchdrive:
rclone copy -P /projects/rdm-pilot/export yoda:research-flood-pilot/2026-12
rclone config show yoda
curl -H "Authorization: Token token={{hex32:dmponline-api-token}}" https://dmponline.dcc.ac.uk/api/v0/plans?per_page=50
python scripts/mint_doi.py --test metadata/dataset_v1.json
curl -s -u WIGEON.RDM:'{{password:datacite-repository-password}}' https://api.test.datacite.org/dois?prefix=10.80123 | jq '.meta.total'
curl -s https://api.datacite.org/dois/10.5281/zenodo.1234567 | jq .data.attributes.titles
ibridges init ~/.irods/irods_environment.json
