<?php
$config = [
    'baseurlpath' => 'https://xdmod.pipit.example.at/simplesaml/',
    'secretsalt' => '{{alnum32:simplesamlphp-secret-salt}}',
    'auth.adminpassword' => '{{password:simplesamlphp-admin-password}}',
    'technicalcontact_email' => 'hpc-support@pipit.example.at',
    'timezone' => 'Europe/Vienna',
    'store.type' => 'phpsession',
    // 'secretsalt' => 'defaultsecretsalt',  (the shipped default, replaced)
];
