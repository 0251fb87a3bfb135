# .bashrc — Émilie
[ -f /etc/bashrc ] && . /etc/bashrc
export RUCIO_HOME=$HOME/rucio
export RUCIO_ACCOUNT=egauthier
export X509_USER_PROXY=/tmp/x509up_u51207
export X509_CERT_DIR=/cvmfs/grid.cern.ch/etc/grid-security/certificates
export BELLE2_NO_TOOLS_CHECK=1
alias b2="source /cvmfs/belle.kek.jp/tools/b2setup"
alias gb2env="source ~/gbasf2/BelleDIRAC/gbasf2/tools/setup.sh"
# KEKCC login (no, use the ssh key)
# export KEKCC_PASS=
export GB2_PASSFILE=$HOME/.config/gb2/pass.gpg
