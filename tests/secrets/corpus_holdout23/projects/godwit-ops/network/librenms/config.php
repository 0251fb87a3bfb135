<?php
$config['db_host'] = 'localhost';
$config['db_user'] = 'librenms';
$config['db_pass'] = '{{password:password}}';
$config['db_name'] = 'librenms';

$config['snmp']['version'] = ['v3'];
$config['snmp']['v3'][0]['authlevel'] = 'authPriv';
$config['snmp']['v3'][0]['authname'] = 'librenms';
$config['snmp']['v3'][0]['authpass'] = '{{password:snmpv3-auth-passphrase}}';
$config['snmp']['v3'][0]['authalgo'] = 'SHA';
$config['snmp']['v3'][0]['cryptopass'] = '{{password:snmpv3-privacy-passphrase}}';
$config['snmp']['v3'][0]['cryptoalgo'] = 'AES';
$config['snmp']['community'] = ['public'];
