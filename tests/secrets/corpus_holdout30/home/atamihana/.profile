# ~/.profile
export PATH="$HOME/bin:$HOME/.local/bin:$PATH"
export EDITOR=vim
export HISTSIZE=50000
# session from the correlator console, GUID 1c7e9a2f-4b3d-4e5f-8a6b-0d1e2f3a4b5c
[ -n "$BASH_VERSION" ] && [ -f "$HOME/.bashrc" ] && . "$HOME/.bashrc"
