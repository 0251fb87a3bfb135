module load R/4.4.1
Rscript R/fetch_ncdc.R
mysql -h db.oystercatcher.example.org -u sisal_admin -p'{{password:mysql-password}}' sisalv3 < sql/views.sql
mysqldump --single-transaction stable_isotope_lims > sql/lab_lims_dump.sql
md5sum sql/lab_lims_dump.sql
curl -s "https://www.ncei.noaa.gov/cdo-web/api/v2/stations?locationid=FIPS:PE" -H "token:{{alpha32:noaa-cdo-token}}" | jq .metadata
sbatch slurm/isotope_enkf.sbatch
ls -la ~/.cdsapirc
