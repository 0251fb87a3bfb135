<?php
$CONFIG = array (
  'instanceid' => 'ocx7k2m9q4wz',
  'passwordsalt' => '{{alnum30:nextcloud-password-salt}}',
  'secret' => '{{nextcloud_secret}}',
  'trusted_domains' =>
  array (
    0 => 'cloud.greenshank.example.org',
  ),
  'datadirectory' => '/srv/nextcloud/data',
  'dbtype' => 'pgsql',
  'version' => '29.0.4.1',
  'overwrite.cli.url' => 'https://cloud.greenshank.example.org',
  'dbname' => 'nextcloud',
  'dbhost' => 'db-portal.greenshank.example.org',
  'dbport' => '',
  'dbtableprefix' => 'oc_',
  'dbuser' => 'nextcloud',
  'dbpassword' => '{{password:nextcloud-db-password}}',
  'installed' => true,
  'memcache.local' => '\\OC\\Memcache\\APCu',
  'memcache.locking' => '\\OC\\Memcache\\Redis',
  'redis' => array ('host' => '/run/redis/redis.sock', 'port' => 0),
  'maintenance' => false,
);
