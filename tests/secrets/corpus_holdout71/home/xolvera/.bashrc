# ~/.bashrc  (xolvera, Serin)
[ -f /etc/bashrc ] && . /etc/bashrc

module load schrodinger/2025-2 gaussian/16.C02 orca/6.0.1
export SCHRODINGER=/opt/schrodinger/suites2025-2
export SCHROD_LICENSE_FILE=53000@lic-schrod.serin.example.mx
export SCHRODINGER_TMPDIR=/scratch/$USER/schrod_tmp
export SCHRODINGER_FEATURE_FLAGS="-JOB_SERVER"
# ChemSpider key lives in ~/.Renviron now (R and python both read CHEMSPIDER_KEY)
# export CHEMSPIDER_KEY=Hq4TzR0bWm8LyP2cKe7NsA5vXu1dJf9g   <- clave vieja, revocada en developer.rsc.org (2025-02)
export CHEMSPIDER_KEY_FILE=$HOME/.config/rsc/key

alias jstat='$SCHRODINGER/jobcontrol -list'
alias licstat='$SCHRODINGER/licadmin STAT -c 53000@lic-schrod.serin.example.mx'
alias gl='git log --oneline -n 15'
PS1='[\u@\h \W]\$ '
