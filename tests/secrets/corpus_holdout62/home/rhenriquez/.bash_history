cd /scratch/rhenriquez/krill
aws --profile rgw --endpoint-url https://rgw.brambling.example.cl s3 ls s3://ek80-raw/2024_BIO_Cabo_de_Hornos/
aws --profile rgw --endpoint-url https://rgw.brambling.example.cl s3 sync s3://ek80-raw/2024_BIO_Cabo_de_Hornos/ raw/ --exclude "*" --include "*.raw"
python python/convert_ek80.py --cruise 2024_BIO_Cabo_de_Hornos --workers 16
export PGPASSWORD='{{password:acoustics-db-password}}'
psql -h pgdb.brambling.example.cl -U acoustics -d krill -c "\copy nasc_cells from 'out/nasc_2024.csv' csv header"
unset PGPASSWORD
matlab -batch "run('matlab/load_survey.m')"
Rscript R/biomass.R 2024_BIO_Cabo_de_Hornos
md5sum raw/D20240312-T031512.raw
smbclient //evlic.brambling.example.cl/echoview -U 'BRAMBLING\rhenriquez%{{password:windows-domain-password}}' -c 'ls'
