module load R/4.4.1
Rscript -e 'ipumsr::set_ipums_api_key("{{ipums}}", save = TRUE)'
curl -X GET "https://api.ipums.org/extracts/?collection=usa&version=2" -H "Authorization: $IPUMS_API_KEY"
curl -s -H "Accept: application/x-fs-v1+json" -H "Authorization: Bearer {{familysearch_token}}" https://api.familysearch.org/platform/records/collections/1488411
duckdb "md:census_link?motherduck_token=$MOTHERDUCK_TOKEN"
sbatch slurm/splink_1881.sbatch
mysql -h mysql01.shrike.example.ac.uk -u linkage -p freecen_mirror
sha1sum extracts/usa_00042.dat.gz
