#!/bin/bash
# Monthly pull of genotype batches from the ICBF drop box (cron, 1st of month 02:30)
set -euo pipefail
HOST=sftp.icbf.example.ie
USER=stonechat_gen
DEST=/lustre/projects/dairy-genomics/icbf/incoming
# ICBF won't take our key yet (ticket ICBF-4471), so password for now
lftp -u "$USER",'{{password:icbf-sftp-password}}' sftp://$HOST <<LFTP
set sftp:auto-confirm yes
mirror --only-newer /outgoing/stonechat $DEST
bye
LFTP
find $DEST -name '*.md5' -newer $DEST/.last -exec md5sum -c {} \;
touch $DEST/.last
