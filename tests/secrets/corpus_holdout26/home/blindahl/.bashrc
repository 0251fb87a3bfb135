# ~/.bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load abaqus/2024 flac3d/9.0 minio-client
export INFLUX_HOST=http://influx.rocklab.dunlin.example.edu:8086
export INFLUX_ORG=dunlin-rocklab
export INFLUX_TOKEN="$(cat ~/.config/influx/token)"
export MC_CONFIG_DIR=$HOME/.mc
