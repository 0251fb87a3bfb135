<?php
// Zabbix GUI configuration file.

$DB['TYPE']				= 'POSTGRESQL';
$DB['SERVER']			= 'db04.pochard.example.cz';
$DB['PORT']				= '5432';
$DB['DATABASE']			= 'zabbix';
$DB['USER']				= 'zabbix_web';
$DB['PASSWORD']			= '{{password:zabbix-db-password}}';
$DB['SCHEMA']			= '';
$DB['ENCRYPTION']		= true;
$DB['VERIFY_HOST']		= true;
$DB['CA_FILE']			= '/etc/pki/tls/certs/pochard-ca.pem';

$ZBX_SERVER_NAME		= 'Pochard NOC';
$IMAGE_FORMAT_DEFAULT	= IMAGE_FORMAT_PNG;
