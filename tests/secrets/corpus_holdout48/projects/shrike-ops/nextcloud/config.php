<?php
$CONFIG = array (
  'instanceid' => 'ocq2w7e5r8t1',
  'passwordsalt' => '{{alnum30:nextcloud-password-salt}}',
  'secret' => '{{nextcloud_secret}}',
  'trusted_domains' => array (0 => 'cloud.shrike.example.ac.uk'),
  'datadirectory' => '/data/nextcloud',
  'dbtype' => 'pgsql',
  'version' => '29.0.8.1',
  'overwrite.cli.url' => 'https://cloud.shrike.example.ac.uk',
  'dbname' => 'nextcloud',
  'dbhost' => 'pgdb01.shrike.example.ac.uk',
  'dbuser' => 'nextcloud',
  'dbpassword' => '{{password:postgres-password}}',
  'memcache.locking' => '\OC\Memcache\Redis',
  'redis' => array ('host' => '/run/redis/redis.sock', 'port' => 0, 'password' => '{{alnum32:redis-password}}'),
  'mail_smtppassword' => '{{password:smtp-password}}',
  'installed' => true,
);
