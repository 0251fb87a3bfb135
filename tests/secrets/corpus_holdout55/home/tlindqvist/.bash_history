module load R/4.4.1
cd /projects/tcell-exhaustion
curl -s -X POST https://wryneck.cytobank.org/cytobank/api/v1/authenticate -H 'Content-Type: application/json' -d '{"username":"tlindqvist","password":"{{password:cytobank-password}}"}'
curl -s -H "Authorization: Bearer {{cytobank_token}}" https://wryneck.cytobank.org/cytobank/api/v1/experiments | jq '.experiments[].experimentName'
Rscript R/pull_cytobank.R 48211
sbatch slurm/flowsom.sbatch
squeue -u tlindqvist
curl -s -H "Authorization: Bearer $OMIQ_API_KEY" https://api.omiq.ai/v1/datasets | jq length
md5sum raw/P0*/*.fcs > raw/MD5SUMS
ls -la ~/.config/omiq
