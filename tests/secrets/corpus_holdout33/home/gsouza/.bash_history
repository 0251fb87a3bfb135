cd /projects/wellbeing-panel
Rscript R/01_pull_qualtrics.R
curl -s -X POST -d token={{hex32_upper:redcap-api-token}} -d content=metadata -d format=json https://redcap.greenshank.example.org/api/ | jq length
python limesurvey/pull_responses.py
sbatch irt/fit_grm.sbatch
julia --project=irt irt/fit_grm.jl
sha256sum data/clean/w4_items.csv
git tag -a w4-frozen -m "wave 4 frozen"
