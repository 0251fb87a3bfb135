#!/bin/bash
# host-level backup of the engine VM's /etc and the pg dump to PBS
export PBS_REPOSITORY='backup@pbs@pbs01.redpoll.example.za:store1'
export PBS_PASSWORD='{{password:pbs-backup-password}}'
export PBS_FINGERPRINT='5e:1f:0a:c3:72:9b:4d:86:e2:11:a7:5c:3f:98:0d:b6:24:e1:7c:59:a8:03:6f:d2:91:4b:c7:e5:38:0a:f6:12'
# client-side encryption key file (created with proxmox-backup-client key create --kdf none)
KEYFILE=/root/.config/proxmox-backup/encryption-key.json
su - postgres -c 'pg_dump -Fc engine' > /var/backups/engine.dump
proxmox-backup-client backup etc.pxar:/etc engine.img:/var/backups/engine.dump --keyfile "$KEYFILE"
