<?php
/* Local configuration for Roundcube Webmail (webmail.linnet.example.nz) */
$config['db_dsnw'] = 'mysql://roundcube:{{password_url:roundcube-db-password}}@db1.linnet.example.nz/roundcubemail';
$config['imap_host'] = 'ssl://imap.linnet.example.nz:993';
$config['smtp_host'] = 'tls://smtp.linnet.example.nz:587';
// use the user's own login for SMTP
$config['smtp_user'] = '%u';
$config['smtp_pass'] = '%p';
$config['support_url'] = 'https://servicedesk.linnet.example.nz';
$config['product_name'] = 'Linnet Webmail';
// this key is used to encrypt the users imap password which is stored
// in the session record. For the default cipher method it must be
// exactly 24 characters long.
$config['des_key'] = '{{roundcube_des_key}}';
$config['plugins'] = ['archive', 'zipdownload', 'managesieve', 'password'];
$config['password_driver'] = 'sql';
$config['password_db_dsn'] = 'mysql://rc_password:{{password_url:roundcube-db-password}}@db1.linnet.example.nz/mailserver';
$config['password_query'] = 'UPDATE virtual_users SET password=%P WHERE email=%u';
$config['skin'] = 'elastic';
