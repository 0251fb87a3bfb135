<?php
$config = [];
$config['db_dsnw'] = 'mysql://roundcube:{{password:roundcube-db-password}}@db.mail.shoveler.example.za/roundcubemail';
$config['imap_host'] = 'ssl://mail.shoveler.example.za:993';
$config['smtp_host'] = 'tls://mail.shoveler.example.za:587';
// %u and %p: the logged-in user's own name and password, not a stored credential
$config['smtp_user'] = '%u';
$config['smtp_pass'] = '%p';
$config['support_url'] = 'https://help.shoveler.example.za';
// 24 characters, encrypts the IMAP password in the session
$config['des_key'] = '{{alnum24:roundcube-des-key}}';
$config['plugins'] = ['archive', 'zipdownload', 'managesieve'];
$config['managesieve_host'] = 'tls://mail.shoveler.example.za';
