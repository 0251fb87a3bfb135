# .bashrc (ivalderrama)
[ -f /etc/bashrc ] && . /etc/bashrc
export R_LIBS_USER=$HOME/R/4.4
export NAKALA_KEY="$(cat ~/.config/nakala/key 2>/dev/null)"
export ZOTERO_API_KEY=${ZOTERO_API_KEY:-}
export OMEKA_URL=https://amphorae.whimbrel.example.edu
# Omeka key identity (public half; the credential is in ~/.config/omeka/credential)
export OMEKA_KEY_IDENTITY=Qv8rT2mXw4LpZ9sNcB6yHf3KdJ7uAe1G
alias sq='squeue -u $USER'
