<?php
$config = [
    'admin' => ['core:AdminPassword'],

    'chiffchaff-ldap' => [
        'ldap:Ldap',
        'connection_string' => 'ldaps://ldap.chiffchaff.example.za',
        'encryption' => 'ssl',
        'version' => 3,
        'search.enable' => true,
        'search.base' => ['ou=people,dc=chiffchaff,dc=example,dc=za'],
        'search.attributes' => ['uid', 'mail'],
        'search.username' => 'cn=simplesaml,ou=services,dc=chiffchaff,dc=example,dc=za',
        'search.password' => '{{password:ldap-bind-password}}',
    ],

    'default-sp' => [
        'saml:SP',
        'entityID' => 'https://sp.chiffchaff.example.za/simplesaml/module.php/saml/sp/metadata.php/default-sp',
        'idp' => 'https://proxy.chiffchaff.example.za/Saml2IDP/proxy.xml',
        'privatekey' => 'sp.key',
        'certificate' => 'sp.crt',
    ],
];
