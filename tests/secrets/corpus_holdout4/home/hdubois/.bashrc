# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc

module use /opt/kestrel/modules/chem
export SCHRODINGER=/opt/schrodinger/suites2026-2
export SCHRODINGER_LICENSE_FILE=27008@lic-schrod.kestrel.example.edu
export LM_LICENSE_FILE=27000@lic-flex.kestrel.example.edu:$LM_LICENSE_FILE
export OE_LICENSE=$HOME/licenses/oe_license.txt
export g16root=/opt/gaussian && . $g16root/g16/bsd/g16.profile
export GAUSS_SCRDIR=/scratch/$USER/g16
export ORCA_DIR=/opt/orca/6.0.1
# ChemSpider (RSC developer portal, "Compounds API")
export CHEMSPIDER_API_KEY={{alnum32:chemspider-api-key}}
export PUBCHEM_ENDPOINT=https://pubchem.ncbi.nlm.nih.gov/rest/pug
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
