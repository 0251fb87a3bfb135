sudo rstudio-server license-manager activate {{licence_key25:posit-workbench-licence-key}}
sudo rstudio-server license-manager status
sudo systemctl restart rstudio-server
openssl rand -hex 32 > /srv/jupyterhub/jupyterhub_cookie_secret
sudo -u apache php occ user:resetpassword --password-from-env ncadmin
export OC_PASS='{{password:nextcloud-admin-password}}'
sudo -u apache OC_PASS=$OC_PASS php occ user:add --password-from-env --display-name="Galaxy bot" galaxybot
sudo -u apache php occ config:system:get instanceid
curl -u ncadmin:{{nextcloud_app}} -X PROPFIND https://cloud.shrike.example.ac.uk/remote.php/dav/files/ncadmin/
galaxyctl restart
curl -H "x-api-key: {{hex32:galaxy-api-key}}" https://galaxy.shrike.example.ac.uk/api/users/current
sudo /opt/ood/ood-portal-generator/sbin/update_ood_portal
git log -1 --format=%H
