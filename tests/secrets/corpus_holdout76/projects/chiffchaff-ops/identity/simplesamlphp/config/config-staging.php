<?php
// staging copy of config.php (sp-test), plain admin password because pwgen wasn't installed there
$config = [
    'baseurlpath' => 'https://sp-test.chiffchaff.example.za/simplesaml/',
    'secretsalt' => '{{lower32:simplesamlphp-secretsalt}}',
    'auth.adminpassword' => '{{password:simplesamlphp-admin-password}}',
    'store.type' => 'phpsession',
    'technicalcontact_email' => 'identity@chiffchaff.example.za',
];
