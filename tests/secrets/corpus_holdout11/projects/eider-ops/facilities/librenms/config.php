<?php
## LibreNMS config.php: SNMP credentials tried on discovery
$config['snmp']['community'] = ['{{alnum12:snmp-community}}'];
$config['snmp']['v3'][0]['authlevel'] = 'authPriv';
$config['snmp']['v3'][0]['authname'] = 'dcmon';
$config['snmp']['v3'][0]['authpass'] = '{{alnum12:snmpv3-auth-password}}';
$config['snmp']['v3'][0]['authalgo'] = 'SHA-256';
$config['snmp']['v3'][0]['cryptopass'] = '{{alnum12:snmpv3-priv-password}}';
$config['snmp']['v3'][0]['cryptoalgo'] = 'AES';
$config['alert']['transports']['mail'] = 'noc@eider.example.edu';
