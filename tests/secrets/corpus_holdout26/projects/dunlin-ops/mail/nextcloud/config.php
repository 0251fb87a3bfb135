<?php
$CONFIG = array (
  'instanceid' => 'ocq7m2x9k4lp',
  'passwordsalt' => '{{alnum30:nextcloud-passwordsalt}}',
  'secret' => '{{nextcloud_secret}}',
  'trusted_domains' =>
  array (
    0 => 'cloud.dunlin.example.edu',
  ),
  'datadirectory' => '/srv/nextcloud/data',
  'dbtype' => 'pgsql',
  'version' => '30.0.2.2',
  'dbname' => 'nextcloud',
  'dbhost' => 'pg-nc.dunlin.example.edu',
  'dbuser' => 'nextcloud',
  'dbpassword' => '{{password:postgres-password}}',
  'mail_smtpmode' => 'smtp',
  'mail_smtphost' => 'mx1.dunlin.example.edu',
  'mail_smtpname' => 'nextcloud@dunlin.example.edu',
  'mail_smtppassword' => '{{password:smtp-password}}',
  'redis' => array ('host' => 'redis-nc.dunlin.example.edu', 'port' => 6379, 'password' => getenv('REDIS_PASSWORD')),
  'objectstore' => array (
    'class' => '\\OC\\Files\\ObjectStore\\S3',
    'arguments' => array (
      'bucket' => 'nextcloud-primary',
      'key' => '{{s3_access_key}}',
      'secret' => '{{aws_secret:object-store-secret-key}}',
      'hostname' => 's3.dunlin.example.edu',
    ),
  ),
  'installed' => true,
);
