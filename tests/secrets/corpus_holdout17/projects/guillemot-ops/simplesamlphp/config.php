<?php
$config = [
    'baseurlpath' => 'https://idp-proxy.guillemot.example.edu/simplesaml/',
    'technicalcontact_name' => 'Oumar Sy',
    'technicalcontact_email' => 'hpc-sso@guillemot.example.edu',
    'secretsalt' => '{{alnum32:simplesamlphp-secret-salt}}',
    'auth.adminpassword' => '{{password:simplesamlphp-admin-password}}',
    'admin.protectmetadata' => true,
    'store.type' => 'sql',
    'store.sql.dsn' => 'mysql:host=localhost;dbname=saml',
    'store.sql.username' => 'simplesaml',
    'store.sql.password' => '{{password14:mysql-password}}',
    'language.default' => 'en',
];
