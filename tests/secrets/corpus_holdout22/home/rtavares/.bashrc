# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
alias sq='squeue -u $USER'
# StatsBomb (club licence via the department)
export SB_USERNAME=rtavares@plover.example.edu
export SB_PASSWORD='{{password:statsbomb-password}}'
export SPORTMONKS_TOKEN={{sportmonks}}
export ROBOFLOW_API_KEY=
