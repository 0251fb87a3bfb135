# ~/.bashrc — Ximena Huaraca, Stilt cluster
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11 gcc/12.3
export PATH=$HOME/.local/bin:$PATH
export INFLUX_HOST=https://influx.stilt.example.org:8086
export INFLUX_ORG=volc-gas
# all-access token for the crater bucket (made with `influx auth create --all-access`)
export INFLUX_TOKEN="{{influxdb}}"
# the read-only one for the public dashboard lives in grafana, not here
export TWILIO_ACCOUNT_SID=ACf3b81c0e5d2a47e9b6c1d4a8e2f07b93
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias plume='cd /project/multigas-plume'
