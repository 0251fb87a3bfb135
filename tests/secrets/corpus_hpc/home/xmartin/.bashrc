# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/bin:$PATH
export SSH_AUTH_SOCK=$XDG_RUNTIME_DIR/ssh-agent.socket
export GPG_TTY=$(tty)
export PASSWORD_FILE=~/.config/lab/password
export API_KEY_FILE=~/.config/lab/api_key
export KEY=value
export SECRET=
export TOKEN_URL=https://sso.example.edu/realms/rc/protocol/openid-connect/token
export CONDA_ENV_ID=5f1e2d3c-4b5a-4968-8776-655443322110
export LAST_IMAGE=sha256:9b2a1c0d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b
alias vpn='openconnect --user=xmartin vpn.example.edu'
