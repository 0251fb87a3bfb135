<?php
$config = [];
$config['db_dsnw'] = 'mysql://roundcube:{{password_url:roundcube-db-password}}@127.0.0.1/roundcube';
$config['imap_host'] = 'ssl://imap.greenfinch.example.is:993';
$config['smtp_host'] = 'tls://smtp.greenfinch.example.is:587';
$config['smtp_user'] = '%u';
$config['smtp_pass'] = '%p';
$config['support_url'] = 'https://greenfinch.example.is/help/mail';
$config['product_name'] = 'Greenfinch Webmail';
// 24 characters, used to encrypt the IMAP password in the session
$config['des_key'] = '{{roundcube_des_key}}';
// $config['des_key'] = 'rcmail-!24ByteDESkey*Str';   // the shipped default, replaced at install
$config['plugins'] = ['archive', 'zipdownload', 'managesieve', 'password'];
$config['password_driver'] = 'sql';
$config['password_algorithm'] = 'dovecot';
$config['password_dovecotpw_method'] = 'ARGON2ID';
