<?php
/*********************************************************************
    ost-config.php — osTicket 1.18 (tickets.curlew.example.edu)
**********************************************************************/
if (!strcasecmp(basename($_SERVER['SCRIPT_NAME']), basename(__FILE__)) || !defined('INCLUDE_DIR'))
    die('kwaheri rafiki!');

define('OSTINSTALLED', TRUE);
define('SECRET_SALT', '{{alnum32:osticket-secret-salt}}');
define('ADMIN_EMAIL', 'rc-ops@curlew.example.edu');

define('DBTYPE', 'mysql');
define('DBHOST', 'mariadb.svc.curlew.example.edu');
define('DBNAME', 'osticket');
define('DBUSER', 'osticket');
define('DBPASS', '{{password:osticket-db-password}}');
define('TABLE_PREFIX', 'ost_');
