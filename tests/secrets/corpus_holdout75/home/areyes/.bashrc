# ~/.bashrc — Alejandra Reyes (atlas-iiif: Islandora 2 + Cantaloupe)
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.config/composer/vendor/bin:$HOME/.local/bin:$PATH
export ATLAS=/projects/atlas-iiif
alias dr='docker compose -f $ATLAS/docker-compose.yml exec drupal drush'
alias iiif-purge='curl -u admin:"$CANTALOUPE_ADMIN" -X POST -H "Content-Type: application/json" -d "{\"verb\":\"PurgeCache\"}" https://iiif.yellowhammer.example.ca/tasks'
export CANTALOUPE_ADMIN={{password:cantaloupe-admin-secret}}
export FCREPO_USER=fedoraAdmin
