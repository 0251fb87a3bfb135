module load R/4.4.1 gcc/13.2.0
Rscript -e 'renv::restore()'
cd /projects/abm-measles/epimodel
sbatch --array=1-200 ../slurm/sweep.sbatch
squeue -u neze
git log --oneline -3
git show 4f9c2e1d7a0b3c58e6d9f1a2b4c7e0d3f6a9b2c5 --stat
rsconnect add --server https://connect.woodcock.example.org --name woodcock --api-key {{alnum32:posit-connect-api-key}}
rsconnect deploy shiny dashboard/ -n woodcock --title measles-abm
psql "postgresql://neze:{{password_url:postgres-password}}@pgdb.woodcock.example.org:5432/abm_runs" -c '\dt'
export WANDB_API_KEY=$(pass show wandb/neze)
python -c 'import covasim as cv; print(cv.__version__)'
sha256sum calib/priors.rds
scontrol show job 4412087
