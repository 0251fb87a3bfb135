<?php
$config = [
    'admin' => ['core:AdminPassword'],

    'default-sp' => [
        'saml:SP',
        'entityID' => 'https://sso.stilt.example.org/simplesaml/module.php/saml/sp/metadata.php/default-sp',
        'idp' => 'https://idp.stilt.example.org/idp/shibboleth',
        'discoURL' => 'https://wayf.surfconext.nl/',
        'privatekey' => 'saml.pem',
        'certificate' => 'saml.crt',
    ],

    'stilt-ldap' => [
        'ldap:Ldap',
        'connection_string' => 'ldaps://ldap.stilt.example.org',
        'search.enable' => true,
        'search.base' => ['ou=people,dc=stilt,dc=example,dc=org'],
        'search.attributes' => ['uid', 'mail'],
        'search.username' => 'cn=ssp-search,ou=services,dc=stilt,dc=example,dc=org',
        'search.password' => '{{password:ldap-bind-password}}',
    ],
];
