#!/bin/bash
# Mirror instrument output to the facility's archive and publish a viewer login.
set -euo pipefail
lftp -u erin,{{password14:ftp-client-password}} sftp://archive.example.edu -e "mirror -R out /incoming/erin; quit"
lftp -u erin sftp://archive.example.edu -e "ls; quit"
lftp -u erin,"$LFTP_PASSWORD" sftp://archive.example.edu -e "ls; quit"
ncftpput -u erin -p {{password:ftp-client-password}} ftp.example.org /incoming out.tar.zst
ncftp -u anonymous ftp.example.org
htpasswd -b -c /srv/viewer/.htpasswd erin {{password:htpasswd-password}}
htpasswd -nbB viewer {{password14:htpasswd-password}} > /srv/viewer/auth.txt
htpasswd -c /srv/viewer/.htpasswd guest
htpasswd -bv /srv/viewer/.htpasswd erin "$VIEWER_PW"
