<?php
/* myamiweb config — Appion/Leginon web viewer (cryoem.whitethroat.example.cl/myamiweb) */
define('WEB_ROOT', dirname(__FILE__));
define('PROJECT_TITLE', 'Whitethroat cryo-EM');
define('BASE_PATH', '/myamiweb');

define('ENABLE_LOGIN', true);
define('COOKIE_TIME', 0);
define('SERVER_HOST', 'db-cryoem.whitethroat.example.cl');
define('DB_USER', 'usr_object');
define('DB_PASS', '{{password:leginon-db-password}}');
define('DB_LEGINON', 'leginondb');
define('DB_PROJECT', 'projectdb');

// correo de registro de usuarios
define('EMAIL_TITLE', 'Whitethroat cryo-EM');
define('ENABLE_SMTP', true);
define('SMTP_HOST', 'smtp.whitethroat.example.cl');
define('SMTP_AUTH', true);
define('SMTP_USERNAME', 'leginon@whitethroat.example.cl');
define('SMTP_PASSWORD', '{{password:smtp-password}}');

// clave del administrador de myamiweb creada en la instalación (la de la guía es "admin"?? no: se cambió)
// define('ADMIN_PASSWORD', 'CHANGE_ME');
$PROCESSING_HOSTS[] = array('host' => 'cryo-gpu01', 'nproc' => 32, 'nodesdef' => '1', 'ppndef' => '32');
?>
