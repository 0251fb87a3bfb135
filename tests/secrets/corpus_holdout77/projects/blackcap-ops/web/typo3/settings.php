<?php
return [
    'BE' => [
        'debug' => false,
        'installToolPassword' => '$argon2i$v=19$m=65536,t=16,p=1$Z3RtNWhUcm9wQ2ZlbmJzTw$yH1kq3n7mZ0bW6vJ8cP2rT4sX9uA5dF1gL0eR3oI7wE',
        'passwordHashing' => ['className' => 'TYPO3\\CMS\\Core\\Crypto\\PasswordHashing\\Argon2iPasswordHash', 'options' => []],
    ],
    'DB' => [
        'Connections' => [
            'Default' => [
                'charset' => 'utf8mb4',
                'dbname' => 'typo3_materials',
                'driver' => 'mysqli',
                'host' => 'db-web.blackcap.example.nz',
                'password' => '{{password:typo3-db-password}}',
                'port' => 3306,
                'user' => 'typo3_materials',
            ],
        ],
    ],
    'MAIL' => [
        'transport' => 'smtp',
        'transport_smtp_server' => 'smtp.blackcap.example.nz:587',
        'transport_smtp_encrypt' => true,
        'transport_smtp_username' => 'typo3-materials',
        'transport_smtp_password' => '{{password:smtp-password}}',
    ],
    'SYS' => [
        'encryptionKey' => '{{blackcap_typo3_encryption_key}}',
        'sitename' => 'Materials Modelling Group',
        'trustedHostsPattern' => '.*\\.blackcap\\.example\\.nz',
    ],
];
