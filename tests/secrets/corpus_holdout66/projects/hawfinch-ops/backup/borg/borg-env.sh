# sourced by the offsite sync on backup03 (root only)
export BORG_REPO=ssh://borg@backup03.hawfinch.example.kr/./repos/offsite
export BORG_RSH="ssh -i /root/.ssh/borg_offsite_ed25519 -o BatchMode=yes"
export BORG_PASSPHRASE='{{password:borg-passphrase}}'
export BORG_RELOCATED_REPO_ACCESS_IS_OK=no
# BORG_PASSCOMMAND="pass show borg/offsite"   # once pass is on backup03
