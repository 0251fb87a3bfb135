# sourced by the systemd unit borg-scratch.service
export BORG_REPO=ssh://borg@backup1.twite.example.no:2222/srv/borg/scratch-meta
export BORG_PASSCOMMAND="cat /root/.borg-scratch.pass"
export BORG_RSH="ssh -i /root/.ssh/id_ed25519_borg"
export BORG_KEY_FILE=/root/.config/borg/keys/backup1_twite_example_no__srv_borg_scratch_meta
# repo id, to check we talk to the right repo after the disk swap
export TWITE_EXPECTED_REPO_ID=d41f7a0c93e2b85f16a4c8d02e7b9f35a1c6e8d0b4f2a7c9e3d5b1f8a0c6e4d2
