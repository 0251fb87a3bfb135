<?php if (!defined('BASEPATH')) exit('No direct script access allowed');
return array(
    'components' => array(
        'db' => array(
            'connectionString' => 'pgsql:host=db;port=5432;dbname=limesurvey;',
            'emulatePrepare' => true,
            'username' => 'limesurvey',
            'password' => '{{password:limesurvey-db-password}}',
            'charset' => 'utf8',
            'tablePrefix' => 'lime_',
        ),
        'session' => array('sessionName' => 'LS-SERIN'),
        'urlManager' => array('urlFormat' => 'path', 'showScriptName' => true),
    ),
    'config' => array(
        'debug' => 0,
        'debugsql' => 0,
        'RPCInterface' => 'json',
        'updatable' => false,
    ),
);
