<?php
//********************************************************************************************************************
// MYSQL DATABASE CONNECTION:
$hostname   = 'mariadb.serin.example.mx';
$db         = 'redcap';
$username   = 'redcap_app';
$password   = '{{password:redcap-db-password}}';
$db_ssl_ca  = '/etc/ssl/serin/ca.pem';
$db_ssl_verify_server_cert = true;

//********************************************************************************************************************
// SALT VARIABLE:
// Add a random value for the $salt variable below, preferably alpha-numeric with 8 characters or more. This value wll be
// used for data de-identification hashing for the Data Export module. This value does not need to be remembered.
$salt = '{{alnum12:redcap-salt}}';
