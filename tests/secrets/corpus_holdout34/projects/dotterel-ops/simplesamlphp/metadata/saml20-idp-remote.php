<?php
$metadata['https://proxy.sso.dotterel.example.org/Saml2IDP/proxy.xml'] = [
    'SingleSignOnService' => 'https://proxy.sso.dotterel.example.org/Saml2IDP/sso/redirect',
    'certFingerprint' => '7a3f910c5eb248d61fe0a37c942bd8650ef14a93',
    'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
];
