<?php
$config = [
    'baseurlpath' => 'https://wiki.firecrest.example.ie/simplesaml/',
    'technicalcontact_name' => 'Firecrest Identity',
    'technicalcontact_email' => 'identity@firecrest.example.ie',
    'secretsalt' => '{{alnum32:simplesamlphp-secret-salt}}',
    // 'secretsalt' => 'defaultsecretsalt',
    'auth.adminpassword' => '{{password:simplesamlphp-admin-password}}',
    'admin.protectmetadata' => true,
    'timezone' => 'Europe/Dublin',
    'store.type' => 'sql',
    'store.sql.dsn' => 'pgsql:host=pg-registry.firecrest.example.ie;dbname=ssp',
    'store.sql.username' => 'ssp',
    'store.sql.password' => getenv('SSP_DB_PASSWORD'),
];
