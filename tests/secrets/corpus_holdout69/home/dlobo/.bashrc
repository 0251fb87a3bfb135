# dlobo
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
# IonQ Quantum Cloud, project "trapped-ion-bench" (key name: bf-cluster)
export IONQ_API_KEY={{bullfinch_ionq_key}}
# export IONQ_API_KEY=<paste key from cloud.ionq.com/settings/keys>
alias tib='cd /work/projects/trapped-ion-bench'
