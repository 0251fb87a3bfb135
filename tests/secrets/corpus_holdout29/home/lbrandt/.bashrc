# .bashrc (lbrandt)
[ -f /etc/bashrc ] && . /etc/bashrc
module load matlab/R2024b openmpi/4.1.6
export PIV=/projects/piv-wake
export INFLUX_HOST=https://tunnel-influx.godwit.example.edu.au:8086
export INFLUX_ORG=windtunnel
export INFLUX_TOKEN={{influx_token}}
export GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx
alias davis='ssh -X lavision-pc'
