<?php
$config = [];
$config['db_dsnw'] = 'pgsql://roundcube:{{password_url:postgres-password}}@db2.petrel.example.edu/roundcube';
$config['imap_host'] = 'ssl://imap.petrel.example.edu:993';
$config['smtp_host'] = 'tls://mx1.petrel.example.edu:587';
$config['smtp_user'] = '%u';
$config['smtp_pass'] = '%p';
$config['des_key'] = '{{alnum24:roundcube-des-key}}';
$config['plugins'] = ['archive', 'zipdownload', 'managesieve'];
