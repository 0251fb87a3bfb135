pip install --user osfclient qualtrics-api-wrapper
export OSF_TOKEN={{alnum70:osf-personal-access-token}}
osf -p x7q4m ls
osf -p x7q4m upload analysis/prereg_v2.pdf prereg/prereg_v2.pdf
osf -p x7q4m fetch osfstorage/data/wave1.csv data/wave1.csv
export OSF_PASSWORD=$(pass show osf/lmensah)
R -q -e 'renv::restore()'
curl -s -H "X-API-TOKEN: {{random40:qualtrics-api-token}}" "https://kestrel.eu.qualtrics.com/API/v3/surveys/SV_3k9XbQ2mZ1fP7aS/response-counts"
Rscript R/fit_mrp.R --draws 4000
sbatch slurm/fit_mrp.slurm
kaggle datasets download -d kestrel/mrp-poststrat
cat ~/.kaggle/kaggle.json
