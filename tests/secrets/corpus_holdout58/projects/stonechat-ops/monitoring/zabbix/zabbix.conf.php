<?php
// Zabbix GUI configuration file.
$DB['TYPE']     = 'MYSQL';
$DB['SERVER']   = 'monitordb.stonechat.example.ie';
$DB['PORT']     = '3306';
$DB['DATABASE'] = 'zabbix';
$DB['USER']     = 'zabbix_web';
$DB['PASSWORD'] = '{{password:zabbix-web-db-password}}';
$DB['SCHEMA']   = '';
$DB['ENCRYPTION'] = true;
$DB['CA_FILE']  = '/etc/zabbix/stonechat-ca.pem';
$ZBX_SERVER_NAME = 'Stonechat';
$IMAGE_FORMAT_DEFAULT = IMAGE_FORMAT_PNG;
// default frontend login is Admin / zabbix - disabled 2024-09-12
