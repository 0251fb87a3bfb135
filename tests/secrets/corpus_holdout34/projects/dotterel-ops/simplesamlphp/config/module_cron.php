<?php
$config = [
    // cron key only gates the web-triggered cron page; run from the CLI instead
    'key' => 'secret',
    'allowed_tags' => ['daily', 'hourly', 'frequent'],
    'debug_message' => true,
    'sendemail' => false,
];
