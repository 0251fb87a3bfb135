#!/bin/bash
# build the lab static sites and push them to web1 (rsync over ssh, forced-command key)
set -e
cd /srv/sites/speechlab && hugo --minify --gc
rsync -az --delete -e "ssh -i /home/wtipene/.ssh/deploy_ed25519 -o IdentitiesOnly=yes" \
  public/ deploy@web1.blackcap.example.nz:/var/www/speechlab/
./cdn/keycdn_purge.sh
