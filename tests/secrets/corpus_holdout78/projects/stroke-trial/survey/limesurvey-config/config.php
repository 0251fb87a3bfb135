<?php if (!defined('BASEPATH')) exit('No direct script access allowed');
return array(
    'components' => array(
        'db' => array(
            'connectionString' => 'mysql:host=db-survey.internal;port=3306;dbname=limesurvey;',
            'emulatePrepare' => true,
            'username' => 'limesurvey',
            'password' => '{{password:mysql-password}}',
            'charset' => 'utf8mb4',
            'tablePrefix' => 'lime_',
        ),
        'urlManager' => array('urlFormat' => 'path', 'rules' => array(), 'showScriptName' => true),
    ),
    'config' => array(
        'debug' => 0,
        'RPCInterface' => 'json',
        'updatable' => false,
    ),
);
