# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load cuda/12.4 python/3.11
export MONAILABEL_HOME=/scratch/dkoh/prostate-mri-label/monailabel
# Keycloak admin CLI
export PATH=$PATH:/opt/keycloak-25.0.5/bin
alias kcadm='kcadm.sh config credentials --server https://sso.goldcrest.example.sg:8843 --realm master --user admin'
