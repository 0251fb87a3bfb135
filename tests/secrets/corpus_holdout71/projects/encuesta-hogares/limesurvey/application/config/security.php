<?php if (!defined('BASEPATH')) exit('No direct script access allowed');
$config = array();
$config['encryptionkeypair'] = '{{hex128:limesurvey-encryption-keypair}}';
$config['encryptionpublickey'] = '6f1d3a9b0c4e72851f3d6a2b9c0e48f7a5d21c6b3e90f4a87d2c5b1e06f39a4d';
$config['encryptionsecretkey'] = '{{hex64:limesurvey-encryption-secret-key}}';
$config['encryptionnonce'] = '9c2e71b04f8d3a65e1c7b29d0f4a8e36b5c1d7f2093a4e6b';
$config['encryptionsecretboxkey'] = '{{hex64:limesurvey-secretbox-key}}';
return $config;
