cd /srv/www/stilt
wp core update --path=/var/www/html
wp plugin update --all
wp user create kmensah kmensah@stilt.example.org --role=editor --user_pass='{{password:wordpress-user-password}}'
wp user create tmp-editor tmp@stilt.example.org --role=editor --user_pass=$(openssl rand -base64 18)
drush -r /var/www/drupal/web cr
drush -r /var/www/drupal/web uli --name=admin
ghost update --dir /var/www/ghost
netlify status
hugo server -D
wrangler pages deployment list --project-name=stilt-docs
curl -sI https://docs.stilt.example.org | grep -i cf-ray
