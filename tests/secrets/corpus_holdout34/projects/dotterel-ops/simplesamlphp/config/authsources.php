<?php
$config = [
    'admin' => ['core:AdminPassword'],

    'dotterel-ldap' => [
        'ldap:Ldap',
        'connection_string' => 'ldaps://ldap.dotterel.example.org',
        'encryption' => 'ssl',
        'version' => 3,
        'search.enable' => true,
        'search.base' => ['ou=people,dc=dotterel,dc=example,dc=org'],
        'search.attributes' => ['uid', 'mail'],
        'search.username' => 'cn=ssp-bind,ou=services,dc=dotterel,dc=example,dc=org',
        'search.password' => '{{password:ldap-bind-password}}',
    ],
];
