<?php
$config = [
    'baseurlpath' => 'https://idp.dotterel.example.org/simplesaml/',
    'technicalcontact_name' => 'Dotterel SSO team',
    'technicalcontact_email' => 'sso@dotterel.example.org',
    'timezone' => 'Europe/London',

    // Generated with: tr -c -d '0123456789abcdefghijklmnopqrstuvwxyz' </dev/urandom | dd bs=32 count=1
    'secretsalt' => '{{lower32:simplesamlphp-secretsalt}}',
    'auth.adminpassword' => '{{password:simplesamlphp-admin-password}}',
    // 'auth.adminpassword' => '123',   // the shipped default, replaced at install
    'admin.protectmetadata' => true,

    'store.type' => 'sql',
    'store.sql.dsn' => 'mysql:host=mariadb01.dotterel.example.org;dbname=ssp_sessions',
    'store.sql.username' => 'ssp',
    'store.sql.password' => '{{password14:simplesamlphp-store-password}}',

    'logging.level' => SimpleSAML\Logger::NOTICE,
    'module.enable' => ['ldap' => true, 'metarefresh' => true, 'cron' => true],
];
