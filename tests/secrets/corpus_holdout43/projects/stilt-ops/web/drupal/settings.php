<?php

// Drupal 10 — events.stilt.example.org (training calendar)
$databases['default']['default'] = [
  'database' => 'drupal_events',
  'username' => 'drupal',
  'password' => '{{password:mysql-password}}',
  'prefix' => '',
  'host' => 'mariadb.web.svc',
  'port' => '3306',
  'driver' => 'mysql',
  'namespace' => 'Drupal\\mysql\\Driver\\Database\\mysql',
  'collation' => 'utf8mb4_general_ci',
];

$settings['hash_salt'] = '{{drupal_hash_salt}}';
$settings['config_sync_directory'] = '../config/sync';
$settings['trusted_host_patterns'] = ['^events\.stilt\.example\.org$'];
$settings['file_private_path'] = '/var/www/private';
// update.php access stays off
$settings['update_free_access'] = FALSE;
$config['system.site']['uuid'] = '3b1e9a4c-7d2f-4e8b-a6c0-5f9d1e3b7a20';
