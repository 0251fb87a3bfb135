<?php
declare(strict_types=1);

/**
 * This is needed for cookie based authentication to encrypt the password in
 * the cookie. Needs to be 32 chars long.
 */
$cfg['blowfish_secret'] = '{{pma_blowfish_secret}}';

$i = 0;
$i++;
$cfg['Servers'][$i]['auth_type'] = 'cookie';
$cfg['Servers'][$i]['host'] = 'mdb01.treecreeper.example.fi';
$cfg['Servers'][$i]['compress'] = false;
$cfg['Servers'][$i]['AllowNoPassword'] = false;

/* User used to manipulate with storage */
$cfg['Servers'][$i]['controluser'] = 'pma';
$cfg['Servers'][$i]['controlpass'] = '{{password:phpmyadmin-controlpass}}';
// $cfg['Servers'][$i]['controlpass'] = 'pmapass';
$cfg['Servers'][$i]['pmadb'] = 'phpmyadmin';
$cfg['UploadDir'] = '';
$cfg['SaveDir'] = '';
