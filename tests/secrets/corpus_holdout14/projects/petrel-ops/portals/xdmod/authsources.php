<?php
$config = [
    'admin' => ['core:AdminPassword'],
    'petrel-sp' => [
        'saml:SP',
        'entityID' => 'https://xdmod.petrel.example.edu/simplesaml/module.php/saml/sp/metadata.php/petrel-sp',
        'idp' => 'https://sso.petrel.example.edu/realms/petrel',
        'privatekey' => 'xdmod-sp.pem',
        'certificate' => 'xdmod-sp.crt',
    ],
];
