# ~/.bashrc — Oksana Hrytsenko (backup & archive)
. /etc/bashrc
export PATH=$HOME/bin:/opt/tivoli/tsm/client/ba/bin:$PATH
export DSM_DIR=/opt/tivoli/tsm/client/ba/bin
export DSM_CONFIG=$DSM_DIR/dsm.opt
export BORG_REPO=ssh://borg@archive01.lapwing.example.org/srv/borg/projects
export BORG_PASSPHRASE='{{password:borg-passphrase}}'
export BORG_RSH='ssh -i ~/.ssh/id_borg'
export RESTIC_REPOSITORY=s3:https://s3.eu-central-1.amazonaws.com/lapwing-restic-home
export RESTIC_PASSWORD_FILE=$HOME/.config/restic/password
alias bc='sudo bconsole -c /etc/bacula/bconsole.conf'
