omero login root@omero.lims.willet.example.org -w '{{password:omero-password}}'
omero sessions list
omero login -k {{uuid:omero-session-key}} omero.lims.willet.example.org
omero import -d 4211 /mnt/confocal/2025-10-14/*.czi
omero config get omero.db.pass
sudo lpadmin -p Bio-MFP-2 -E -v smb://LABS/svc-print:{{password_url:smb-password}}@printsrv01.willet.example.org/Bio-MFP-2 -m everywhere
lpstat -t
sudo cupsctl --remote-admin --share-printers
cd /srv/scinote && docker compose exec web bin/rails secret
sudo mount -t cifs //10.60.14.21/Export /mnt/confocal -o credentials=/root/.smb-confocal,vers=3.0,ro
sha256sum /mnt/confocal/2025-10-14/*.czi | head
