# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export GRB_LICENSE_FILE=$HOME/gurobi.lic
export ENTSOE_API_KEY={{uuid:entsoe-security-token}}
export EIA_API_KEY={{random40:eia-api-key}}
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
export SNAKEMAKE_PROFILE=$HOME/.config/snakemake/slurm
