<?php
$CONFIG = array (
  'instanceid' => 'ocf4k2q8x1mz',
  'passwordsalt' => '{{alnum30:nextcloud-password-salt}}',
  'secret' => '{{nextcloud_secret}}',
  'trusted_domains' =>
  array (
    0 => 'cloud.godwit.example.edu.au',
  ),
  'datadirectory' => '/srv/nextcloud/data',
  'dbtype' => 'pgsql',
  'version' => '30.0.4.1',
  'overwrite.cli.url' => 'https://cloud.godwit.example.edu.au',
  'dbname' => 'nextcloud',
  'dbhost' => 'nc-db.godwit.example.edu.au',
  'dbuser' => 'oc_admin',
  'dbpassword' => '{{password:postgres-password}}',
  'installed' => true,
  'memcache.locking' => '\\OC\\Memcache\\Redis',
  'redis' => array ('host' => '/run/redis/redis.sock', 'port' => 0),
  'objectstore' => array (
    'class' => '\\OC\\Files\\ObjectStore\\S3',
    'arguments' => array (
      'bucket' => 'nextcloud-primary',
      'hostname' => 'rgw.godwit.example.edu.au',
      'key' => '{{s3_access_key}}',
      'secret' => '{{aws_secret:object-store-secret-key}}',
      'use_ssl' => true,
      'use_path_style' => true,
    ),
  ),
  'mail_smtpname' => 'nextcloud@godwit.example.edu.au',
  'mail_smtppassword' => '{{password:smtp-password}}',
);
