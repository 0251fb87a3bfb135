cd /gannet/projects/omop-sepsis
module load R/4.4.1 java/17
Rscript R/cohort_diagnostics.R
wget -r -N -c -np --user asesay --password {{password:physionet-password}} https://physionet.org/files/mimic-iv-ed/2.2/
wget -r -N -c -np --user asesay --ask-password https://physionet.org/files/mimiciv/3.1/
psql "host=omop-pg.gannet.internal dbname=omop user=omop_etl" -c "select count(*) from cdm.person"
java -Dumls-apikey={{uuid:umls-api-key}} -jar cpt4.jar 5
curl -s "https://data.bioontology.org/search?q=sepsis&apikey=$BIOPORTAL_KEY" | jq '.collection[0]'
curl -s -H "Authorization: Bearer {{ohdsi_webapi_token:ohdsi-webapi-token}}" https://atlas.gannet.example.edu/WebAPI/cohortdefinition/
sbatch etl/run_achilles.sbatch
git diff --stat
