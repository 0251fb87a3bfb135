<?php
// Mukurtu CMS 4 (Drupal 10): community access site for the Vava'u recordings

$databases['default']['default'] = [
  'database' => 'mukurtu',
  'username' => 'mukurtu',
  'password' => '{{password:mysql-password}}',
  'prefix' => '',
  'host' => 'db',
  'port' => '3306',
  'driver' => 'mysql',
  'namespace' => 'Drupal\\mysql\\Driver\\Database\\mysql',
];

$settings['hash_salt'] = '{{drupal_hash_salt}}';
$settings['config_sync_directory'] = '../config/sync';
$settings['trusted_host_patterns'] = ['^mukurtu\.godwit\.example\.edu\.au$'];
// $settings['hash_salt'] = file_get_contents('/run/secrets/hash_salt');
