cd ~/projects/reading-eyes
git remote -v
git remote set-url origin https://mherrera:{{gitlab:pavlovia-token}}@gitlab.pavlovia.org/mherrera/garden-path-et.git
git push origin main
curl -s -X POST https://redcap.puffin.example.edu/api/ -d token={{hex32_upper:redcap-api-token}} -d content=record -d format=csv -d type=flat > raw/redcap_export.csv
wc -l raw/redcap_export.csv
edf2asc -y raw/edf/p017.edf
Rscript R/redcap_pull.R
aws mturk list-hits --endpoint-url https://mturk-requester-sandbox.us-east-1.amazonaws.com --profile mturk
sbatch jobs/fit_gamm.sbatch
