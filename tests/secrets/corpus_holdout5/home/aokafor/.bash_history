module load R/4.4.1 stata/18
cd /projects/labour-panel
git pull --rebase
git log --oneline -3
squeue -u aokafor
sbatch slurm/pull_qcew.sbatch
tail -f logs/slurm-4417823.out
curl -s "https://api.stlouisfed.org/fred/series/observations?series_id=UNRATE&api_key={{hex32:fred-api-key}}&file_type=json" | jq '.observations[-1]'
export NASDAQ_DATA_LINK_API_KEY={{alnum20:nasdaq-data-link-api-key}}
python code/pull_prices.py --start 1990-01
psql "host=wrds-pgdata.wharton.upenn.edu port=9737 dbname=wrds user=aokafor sslmode=require"
read -rs WRDS_PASS; export PGPASSWORD="$WRDS_PASS"
sha256sum data/raw/cps_00031.dat.gz
md5sum data/raw/qcew_2023_annual.zip
curl -H "Authorization: {{alnum64:ipums-api-key}}" "https://api.ipums.org/extracts?collection=cps&version=2"
Rscript code/census_acs.R
grep -c ERROR logs/*.out
seff 4417823
