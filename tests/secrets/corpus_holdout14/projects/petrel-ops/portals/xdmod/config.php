<?php
// SimpleSAMLphp config (excerpt)
$config = [
    'baseurlpath' => 'simplesaml/',
    'secretsalt' => '{{alnum32:simplesamlphp-secret-salt}}',
    'auth.adminpassword' => '{{password:simplesamlphp-admin-password}}',
    'technicalcontact_email' => 'hpc-help@petrel.example.edu',
    'store.type' => 'sql',
    'store.sql.dsn' => 'mysql:host=db1.petrel.example.edu;dbname=saml',
    'store.sql.username' => 'saml',
    'store.sql.password' => getenv('SAML_DB_PASSWORD'),
];
