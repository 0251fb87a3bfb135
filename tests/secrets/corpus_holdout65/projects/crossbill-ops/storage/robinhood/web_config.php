<?php
/* robinhood-webgui config (rbh-web.crossbill.example.pl) */
$DB_HOST = "rbh-db.crossbill.example.pl";
$DB_NAME = "robinhood_lustre";
$DB_USER = "robinhood";
$DB_PWD  = "{{password:robinhood-db-password}}";
$DB_TYPE = "mysql";
$JSON_OPTIONS = JSON_PRETTY_PRINT;
$MAX_ROWS = 5000;
?>
