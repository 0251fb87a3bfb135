<?php
// Workshop registration form (training.gannet.example.edu/register): reCAPTCHA v2, then Indico.
return [
    'recaptcha' => [
        // site key: rendered into the page, public
        'site_key'   => '6LcQ4dQqAAAAAHv2yZ0t8RkB3mN5pW7xC1sD9fG2',
        'secret_key' => '{{recaptcha_secret:recaptcha-secret}}',
    ],
    'indico_url'    => 'https://events.gannet.example.edu',
    'mail_from'     => 'training@gannet.example.edu',
    // Google's documented test keys, for the staging form only
    'staging_site_key'   => '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
    'staging_secret_key' => '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
];
