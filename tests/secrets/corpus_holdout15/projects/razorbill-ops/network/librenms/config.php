<?php
// LibreNMS extra settings (lnms config:set is preferred; these predate it)
$config['snmp']['version'] = ['v3'];
$config['snmp']['v3'][0]['authlevel'] = 'authPriv';
$config['snmp']['v3'][0]['authname'] = 'razmon';
$config['snmp']['v3'][0]['authpass'] = '{{password:snmpv3-auth-passphrase}}';
$config['snmp']['v3'][0]['authalgo'] = 'SHA';
$config['snmp']['v3'][0]['cryptopass'] = getenv('SNMP_PRIV');
$config['snmp']['v3'][0]['cryptoalgo'] = 'AES';
$config['snmp']['community'] = ['public'];
$config['oxidized']['url'] = 'http://127.0.0.1:8888';
