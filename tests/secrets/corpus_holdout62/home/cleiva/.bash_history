ssh licsrv01
sudo -u rlm /opt/rlm/rlmutil rlmstat -a -c 5053@licsrv01
sudo -u rlm /opt/rlm/rlmutil rlmreread -c 5053@licsrv01
/opt/rlm/rlmutil rlmhostid -q ether
curl -s -u rlmadmin:{{password:rlm-web-admin-password}} "http://licsrv01.brambling.example.cl:5054/goform/status_process" | head
ssh printsrv01
sudo lpadmin -p biblioteca-color -E -v 'smb://BRAMBLING/svc-print:{{password_url:print-smb-password}}@winprint01.brambling.example.cl/BIB-COLOR-01' -m drv:///sample.drv/generic.ppd -o auth-info-required=none
sudo lpadmin -p sala-estudio-bn -E -v ipps://mfp-se01.brambling.example.cl/ipp/print -m everywhere
lpstat -v
sudo cupsctl --remote-admin --share-printers
sudo /home/papercut/server/bin/linux-x64/server-command set-config auth.webservices.auth-token '{{alnum32:papercut-webservices-token}}'
sudo /home/papercut/server/bin/linux-x64/server-command get-config auth.webservices.allowed-addresses
sudo /home/papercut/server/bin/linux-x64/server-command perform-user-and-group-sync
PGPASSWORD='{{password:papercut-db-password}}' pg_dump -h pgdb.brambling.example.cl -U papercut papercut | gzip > /backup/papercut_$(date +%F).sql.gz
cupsaddsmb -H winprint01 -U 'svc-print%{{password:print-smb-password}}' -a
