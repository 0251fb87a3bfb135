# .bashrc – jdvorak
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias udv='python ~/src/tools/validate.py --lang cs --level 5'

# Prodigy na anotacnim uzlu (port 8081 pres ssh tunel)
export PRODIGY_HOST=0.0.0.0
export PRODIGY_PORT=8081
export PRODIGY_BASIC_AUTH_USER=anotatori
export PRODIGY_BASIC_AUTH_PASS='{{password:prodigy-basic-auth-password}}'
export PRODIGY_CONFIG=/projects/treebank-ud/prodigy.json
# UDPipe 2 REST (LINDAT) – no key needed
export UDPIPE_URL=https://lindat.mff.cuni.cz/services/udpipe/api/process
# KonText API (nas mirror)
export KONTEXT_API_KEY={{hex40:kontext-api-key}}
