<?php
$config = [
    'admin' => ['core:AdminPassword'],
    // eduGAIN-facing SP; the key is on disk, referenced by name
    'default-sp' => [
        'saml:SP',
        'entityID' => 'https://idp-proxy.guillemot.example.edu/sp',
        'privatekey' => 'sp.pem',
        'certificate' => 'sp.crt',
        'privatekey_pass' => '{{password:saml-sp-key-passphrase}}',
    ],
    'orcid' => [
        'authoauth2:OAuth2',
        'urlAuthorize' => 'https://orcid.org/oauth/authorize',
        'clientId' => 'APP-7XQ2M9K4T1B8ZV3N',
        'clientSecret' => '{{uuid:orcid-client-secret}}',
    ],
];
