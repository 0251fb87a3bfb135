# .bashrc — Priya
module load gurobi/11.0.3
export GRB_LICENSE_FILE=$HOME/gurobi.lic
export GRB_WLSACCESSID=$(grep WLSACCESSID ~/gurobi.lic | cut -d= -f2)
export NEOS_EMAIL=praghunathan@redstart.example.se
export IBMCLOUD_API_KEY={{b64url44:ibm-cloud-api-key}}
alias gl='gurobi_cl --tokens'
