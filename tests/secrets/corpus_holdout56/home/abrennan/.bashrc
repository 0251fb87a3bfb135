# ~/.bashrc (Aoife Brennan), Firecrest
[ -f /etc/bashrc ] && . /etc/bashrc
module load gcc/12.3.0 openmpi/4.1.6 boost/1.83 repast-hpc/2.3.1
export GAMA_HOME=/opt/gama/1.9.3
export PATH=$GAMA_HOME/headless:$PATH
# US Census Bureau key (synthetic population for the Boston comparison)
export CENSUS_API_KEY={{hex40:census-api-key}}
# public style token, fine in the browser
export MAPBOX_PUBLIC_TOKEN=pk.eyJ1IjoiYWJyZW5uYW4iLCJhIjoiY2x3OHF6dGFnMDJ2ZjJrcGR4bXJ0b3VnNSJ9.Xk3rT7nQ2vLw9pYb1aZcQg
export WANDB_PROJECT=abm-measles
export WANDB_ENTITY=firecrest-epi
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias gamah='gama-headless.sh -m 24g'
