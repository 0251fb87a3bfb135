# .bashrc -- praman
[ -f /etc/bashrc ] && . /etc/bashrc
module use /apps/chem/modulefiles
export g16root=/apps/chem/gaussian/g16.C02
export GAUSS_SCRDIR=/scratch/$USER/g16
export SCHRODINGER=/apps/chem/schrodinger/2026-3
export SCHROD_LICENSE_FILE=27008@lic-schrod.wagtail.example.jp
export LM_LICENSE_FILE=27000@lic01.wagtail.example.jp
# CSD Python API / ConQuest
export CCDC_LICENSING_CONFIGURATION="la-code;{{ccdc_key}}"
export CCDC_TOOLKIT_SQLITE_DB=/apps/chem/ccdc/CSD_2026/csd/as545be_ASER.sqlite
export RSC_COMPOUNDS_APIKEY={{alnum32:rsc-compounds-api-key}}
alias orca='/apps/chem/orca/6.0.1/orca'
