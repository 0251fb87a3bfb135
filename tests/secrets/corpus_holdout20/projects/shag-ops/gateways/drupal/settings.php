<?php
// Drupal 10: the Shag user portal (allocations, docs, news)
$databases['default']['default'] = [
  'database' => 'portal',
  'username' => 'portal_drupal',
  'password' => '{{password:mysql-password}}',
  'host' => 'mysql-ic.shag.example.edu',
  'port' => '3306',
  'driver' => 'mysql',
  'prefix' => '',
];
$settings['hash_salt'] = '{{drupal_hash_salt}}';
$settings['config_sync_directory'] = '../config/sync';
$settings['trusted_host_patterns'] = ['^portal\.shag\.example\.edu$'];
// reCAPTCHA module keys live in config, not here; site key 6Lc_aXkUAAAAAC7V5lZQ2mH9sM4d0aRzWq1xN3pB is public
$config['openid_connect.settings.keycloak']['settings']['client_secret'] = getenv('OIDC_SECRET');
