# .bashrc (bkmiec)
[ -f /etc/bashrc ] && . /etc/bashrc
module use /opt/modules/cryo
export IMOD_DIR=/opt/imod/4.11.25
export PATH=$IMOD_DIR/bin:$HOME/.local/bin:$PATH
# EMPIAR token lives in ~/.config/empiar/token (chmod 600); depositor reads $EMPIAR_TOKEN
export EMPIAR_TOKEN="$(cat ~/.config/empiar/token 2>/dev/null)"
export EMPIAR_TRANSFER_PASS=${EMPIAR_TRANSFER_PASS:-}
alias dep='empiar-depositor -v'
