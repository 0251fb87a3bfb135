<?php
// User portal (Drupal 10) — settings.php, production
$databases['default']['default'] = [
  'database' => 'portal',
  'username' => 'portal',
  'password' => '{{password:drupal-db-password}}',
  'host' => 'mariadb.web.redstart.example.se',
  'port' => '3306',
  'driver' => 'mysql',
  'prefix' => '',
  'collation' => 'utf8mb4_general_ci',
];
$settings['hash_salt'] = '{{drupal_hash_salt}}';
$settings['config_sync_directory'] = '../config/sync';
$settings['trusted_host_patterns'] = ['^portal\.redstart\.example\.se$'];
$settings['file_private_path'] = '/srv/portal/private';
// $settings['hash_salt'] = file_get_contents('/srv/portal/salt.txt');
