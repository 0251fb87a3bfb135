<?php
/* phpIPAM database connection */
$db['host'] = 'mariadb-infra.smew.example.fi';
$db['user'] = 'phpipam';
$db['pass'] = '{{password:phpipam-db-password}}';
$db['name'] = 'phpipam';
$db['port'] = 3306;

$db['ssl']        = true;
$db['ssl_ca']     = '/etc/ssl/certs/smew-ca.pem';

$debugging = false;
$api_allow_unsafe = false;
$phpsessname = 'phpipam';
/* proxy for the RIPE whois lookups */
$proxy_enabled  = true;
$proxy_server   = 'proxy.smew.example.fi';
$proxy_port     = '3128';
$proxy_user     = 'ipam';
$proxy_pass     = '{{password:squid-proxy-password}}';
