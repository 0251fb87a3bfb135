<?php
# CollectiveAccess Providence — fonds notariaux (instance de dev sur gpu-web02)
# ------------------------------------------------------------------------
define("__CA_BASE_DIR__", "/srv/providence");
define("__CA_URL_ROOT__", "");
define("__CA_SITE_HOSTNAME__", "fonds.goosander.example.ca");
define("__CA_APP_NAME__", "fonds_notariaux");
define("__CA_APP_DISPLAY_NAME__", "Fonds notariaux de la Nouvelle-France");

# Base de données
define("__CA_DB_HOST__", "mariadb02.goosander.example.ca");
define("__CA_DB_USER__", "ca_fonds");
define("__CA_DB_PASSWORD__", "{{password:collectiveaccess-db-password}}");
define("__CA_DB_DATABASE__", "ca_fonds");
define("__CA_DB_TYPE__", "mysqli");

# Courriel d'administration
define("__CA_ADMIN_EMAIL__", "mc.bouchard@goosander.example.ca");
define("__CA_SMTP_SERVER__", "smtp.goosander.example.ca");
define("__CA_SMTP_PORT__", 587);
define("__CA_SMTP_AUTH__", "login");
define("__CA_SMTP_USER__", "ca-fonds");
define("__CA_SMTP_PASSWORD__", "{{password14:collectiveaccess-smtp-password}}");


define("__CA_CACHE_BACKEND__", "file");
define("__CA_QUEUE_ENABLED__", 0);
?>
