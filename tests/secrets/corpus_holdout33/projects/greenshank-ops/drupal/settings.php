<?php
// docs.greenshank.example.org — Drupal 10 (sites/default/settings.php, excerpt)
$databases['default']['default'] = [
  'database' => 'drupal_docs',
  'username' => 'drupal',
  'password' => '{{password:drupal-db-password}}',
  'prefix' => '',
  'host' => 'db-portal.greenshank.example.org',
  'port' => '3306',
  'namespace' => 'Drupal\\mysql\\Driver\\Database\\mysql',
  'driver' => 'mysql',
];
$settings['hash_salt'] = '{{drupal_hash_salt}}';
$settings['config_sync_directory'] = '../config/sync';
$settings['trusted_host_patterns'] = ['^docs\.greenshank\.example\.org$'];
$settings['file_private_path'] = '/srv/drupal/private';
