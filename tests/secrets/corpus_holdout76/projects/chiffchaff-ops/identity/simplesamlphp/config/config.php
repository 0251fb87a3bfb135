<?php
// SimpleSAMLphp (the SP in front of the job portal and XDMoD's successor)
$config = [
    'baseurlpath' => 'https://sp.chiffchaff.example.za/simplesaml/',
    'certdir' => 'cert/',
    'loggingdir' => '/var/log/simplesamlphp/',
    'technicalcontact_name' => 'Johan Botha',
    'technicalcontact_email' => 'identity@chiffchaff.example.za',
    'timezone' => 'Africa/Johannesburg',

    'secretsalt' => '{{lower32:simplesamlphp-secretsalt}}',
    // bin/pwgen.php output; the plain password is in the admin vault
    'auth.adminpassword' => '$2y$10$8mKq3ZJd1pV0tFh7yN4wUeG5rX2cB9sL6aQ1iO3vT7kE0jH4nW8uy',
    'admin.protectindexpage' => true,
    'admin.protectmetadata' => true,

    'store.type' => 'sql',
    'store.sql.dsn' => 'mysql:host=db.chiffchaff.example.za;dbname=simplesaml',
    'store.sql.username' => 'simplesaml',
    'store.sql.password' => '{{password:mariadb-password}}',
    'store.sql.prefix' => 'ssp',

    'session.cookie.secure' => true,
    'session.cookie.samesite' => 'None',
    'module.enable' => ['admin' => true, 'ldap' => true, 'metarefresh' => true],
];
