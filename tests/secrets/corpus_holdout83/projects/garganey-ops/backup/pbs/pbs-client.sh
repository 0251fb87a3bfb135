#!/bin/bash
# Proxmox Backup Server -- backup VM & host layanan web/sso
export PBS_REPOSITORY='backup@pbs!hostsync@pbs.garganey.example.id:store-ssd'
export PBS_PASSWORD='{{garganey_pbs_token}}'
export PBS_FINGERPRINT='64:d3:ff:3a:50:38:53:5a:9b:f7:50:e4:1c:22:9a:4b:07:d3:5e:81:cc:2f:10:97:b5:6e:0a:d8:43:f1:ab:fe'
export PBS_ENCRYPTION_PASSWORD='{{password:pbs-encryption-password}}'
proxmox-backup-client backup root.pxar:/ etc.pxar:/etc --keyfile /root/pbs-enc.key
