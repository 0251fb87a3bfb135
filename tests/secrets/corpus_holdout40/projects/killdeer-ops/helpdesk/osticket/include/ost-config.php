<?php
/*********************************************************************
    ost-config.php — help.killdeer.example.org
**********************************************************************/
define('OSTINSTALLED',TRUE);
if(!defined('INCLUDE_DIR')) die('kwaheri rafiki!');

define('SECRET_SALT','{{alnum32:osticket-secret-salt}}');
define('ADMIN_EMAIL','hpc-help@killdeer.example.org');

define('DBTYPE','mysql');
define('DBHOST','helpdb.killdeer.example.org');
define('DBNAME','osticket');
define('DBUSER','osticket');
define('DBPASS','{{password:osticket-db-password}}');
define('TABLE_PREFIX','ost_');
