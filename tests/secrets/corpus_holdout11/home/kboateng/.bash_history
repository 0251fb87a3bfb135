module load R/4.4.1 cmdstan/2.36
cd /proj/epi-scenarios
Rscript -e 'epidatr::get_api_key()'
Rscript -e 'epidatr::save_api_key()'
Rscript R/fit_renewal.R --state ma --horizon 28
sbatch --array=1-50 jobs/scenarios.sbatch
sacct -j 88214 --format=JobID,State,Elapsed,MaxRSS
curl -s "https://api.covidactnow.org/v2/states.timeseries.json?apiKey={{hex32:covidactnow-api-key}}" -o data/can_states.json
curl -s "https://api.covidactnow.org/v2/states.timeseries.json?apiKey=${COVIDACTNOW_API_KEY}" | jq length
python -m zoltpy.cli upload --project "Flu Scenario Hub" --model eider-abm --timezero 2026-11-29 out/forecast.csv
export Z_PASSWORD='{{password:zoltar-password}}'
git clone https://github.com/eider-epi/flu-scenario-hub-fork.git
gh pr create --repo cdcepi/FluSight-forecast-hub --title "eider-abm 2026-11-29"
az batch account login --name eiderepibatch --resource-group epi-rg --shared-key-auth
az batch pool list --account-name eiderepibatch --account-key {{azure_key:azure-batch-account-key}} --account-endpoint https://eiderepibatch.westeurope.batch.azure.com
az storage blob upload-batch -d scenarios -s out/ --account-name eiderepistore --auth-mode login
