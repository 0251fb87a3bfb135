<?php
/*
 * SimpleSAMLphp 2.2 — the SP proxy in front of the user portal and the wiki
 */
$config = [
    'baseurlpath' => 'https://sso.stilt.example.org/simplesaml/',
    'certdir' => 'cert/',
    'loggingdir' => '/var/log/simplesamlphp/',
    'tempdir' => '/var/cache/simplesamlphp',
    'technicalcontact_name' => 'Stilt identity team',
    'technicalcontact_email' => 'idm@stilt.example.org',
    'timezone' => 'Europe/Amsterdam',

    /*
     * This is a secret salt used by SimpleSAMLphp when it needs to generate a secure hash
     * of a value. tr -c -d '0123456789abcdefghijklmnopqrstuvwxyz' </dev/urandom | dd bs=32 count=1
     */
    'secretsalt' => '{{lower32:simplesamlphp-secretsalt}}',

    // Password for the admin interface (/simplesaml/admin)
    'auth.adminpassword' => '{{password:admin-password}}',
    // the default shipped value, kept here for reference: 'auth.adminpassword' => '123',

    'admin.protectmetadata' => true,
    'store.type' => 'sql',
    'store.sql.dsn' => 'pgsql:host=db.stilt.example.org;dbname=ssp_sessions',
    'store.sql.username' => 'ssp',
    'store.sql.password' => '{{password:postgres-password}}',
    'session.cookie.secure' => true,
];
