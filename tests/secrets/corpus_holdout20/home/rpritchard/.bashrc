[ -f /etc/bashrc ] && . /etc/bashrc
export GUAC_ADMIN_URL=https://vis.shag.example.edu/guacamole/api
export KASM_API_KEY_FILE=~/.config/kasm/api.json
alias dcvsess='dcv list-sessions -j'
