# .bashrc — praman
[ -f /etc/bashrc ] && . /etc/bashrc
module load vasp/6.4.3 python/3.11

# MPDS (Materials Platform for Data Science) key, from mpds.io -> My account -> API
export MPDS_KEY={{alnum48:mpds-api-key}}

# ICSD web service, the site licence login (FIZ Karlsruhe)
export ICSD_LOGIN=blackcap_site
export ICSD_PASSWORD='{{password14:icsd-password}}'

export PYIRONRESOURCEPATHS=/projects/alloy-screening/pyiron/resources
alias qv='squeue -u praman'
