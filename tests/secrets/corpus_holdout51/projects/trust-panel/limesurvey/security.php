<?php if (!defined('BASEPATH')) exit('No direct script access allowed');
/*
 * LimeSurvey data encryption keys, generated at install time. Losing them makes encrypted
 * responses unreadable; copy in the backup, never in git.
 */
$config = array();
$config['encryptionkeypair'] = '{{hex128:limesurvey-encryption-keypair}}';
$config['encryptionpublickey'] = '6f2d81c4a9e03b57d1c8e26f4a0b93d7c5e18f2a6b0d47c93e1f58a2b6d0c741';
$config['encryptionsecretkey'] = '{{hex64:limesurvey-encryption-secret-key}}';
$config['encryptionnonce'] = '1c9e4f7a2b0d85c36e1f9a4b7d2c05e8a3f61b9d';
$config['encryptionsecretboxkey'] = '{{hex64:limesurvey-secretbox-key}}';
return $config;
