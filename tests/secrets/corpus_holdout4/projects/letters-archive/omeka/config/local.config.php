<?php
return [
    'logger' => ['log' => false],
    'mail' => [
        'transport' => [
            'type' => 'smtp',
            'options' => [
                'name' => 'letters.kestrel.example.edu',
                'host' => 'smtp.kestrel.example.edu',
                'port' => 587,
                'connection_class' => 'login',
                'connection_config' => [
                    'username' => 'omeka-letters',
                    'password' => '{{password:smtp-password}}',
                    'ssl' => 'tls',
                ],
            ],
        ],
    ],
    'thumbnails' => ['thumbnailer_options' => ['imagemagick_dir' => '/usr/bin']],
];
