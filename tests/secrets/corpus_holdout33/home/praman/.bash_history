sudo /opt/ood/ood-portal-generator/sbin/update_ood_portal
sudo systemctl restart httpd
cd /var/www/news && sudo -u apache wp user create editor2 editor2@greenshank.example.org --role=editor --user_pass='{{password:wordpress-admin-password}}'
sudo -u apache wp core verify-checksums
sudo -u apache php /var/www/nextcloud/occ status
sudo -u apache php /var/www/nextcloud/occ user:resetpassword svc-backup --password-from-env
cd /var/www/docs && vendor/bin/drush uli --name=praman
vendor/bin/drush cr
git -C /opt/airavata-django-portal log -1 --format=%h
sha256sum /etc/ood/config/ood_portal.yml
