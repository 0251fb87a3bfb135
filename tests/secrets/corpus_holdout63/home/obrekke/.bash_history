export BORG_REPO=ssh://borg@backup1.twite.example.no:2222/srv/borg/home-twite
export BORG_PASSPHRASE='{{password:borg-passphrase}}'
borg init --encryption=keyfile-blake2
borg key export --paper :: > /root/borg-home-twite.paperkey
borg create --stats --compression zstd,6 ::home-{now:%Y-%m-%d} /cluster/home
borg list --last 5
unset BORG_PASSPHRASE
proxmox-backup-client backup etc.pxar:/etc --repository 'obrekke@pbs!twite-sync@pbs1.twite.example.no:datastore1' --keyfile /root/pbs/encryption-key.json
PBS_PASSWORD='{{uuid:pbs-api-token-secret}}' proxmox-backup-client snapshot list --repository 'obrekke@pbs!twite-sync@pbs1.twite.example.no:datastore1'
proxmox-backup-manager remote create pbs-offsite --host pbs2.offsite.twite.example.no --auth-id sync@pbs --password '{{password:pbs-remote-password}}' --fingerprint 5d:0e:93:7a:c1:44:b8:2f:6e:19:d5:a0:37:8c:f2:4b:91:0d:6a:e8:c3:27:5f:b4:08:9e:71:2a:d6:4c:e0:13
proxmox-backup-manager sync-job create offsite-sync --store datastore1 --remote pbs-offsite --remote-store offsite1 --schedule 'Sat 02:00'
proxmox-backup-manager cert info | grep Fingerprint
proxmox-backup-client key create /root/pbs/encryption-key.json --kdf none
proxmox-backup-client key paperkey /root/pbs/encryption-key.json --output-format text
