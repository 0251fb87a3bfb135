# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
export RSPACE_URL=https://rspace.biofoundry.dunlin.example.edu
export RSPACE_API_KEY={{alnum32:rspace-api-key}}
export PROTOCOLS_IO_TOKEN={{hex64:protocols-io-access-token}}
export ELABFTW_API_KEY=$(yq .api_token ~/.config/elapi.yml)
alias ot2='ssh -i ~/.ssh/ot2_ssh_key root@ot2-bay3.biofoundry.dunlin.example.edu'
