# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11
export INFLUX_HOST=https://influx.fulmar.example.edu
export INFLUX_ORG=volc-obs
export PARTICLE_TOKEN=$(pass show volc/particle)
export OWM_API_KEY={{hex32:openweathermap-api-key}}
alias sq='squeue -u $USER'
alias rim='ssh -J login01 rockpi@10.40.31.7'
