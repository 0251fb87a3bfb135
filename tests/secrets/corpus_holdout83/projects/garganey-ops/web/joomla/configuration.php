<?php
// Joomla 5 -- situs berita pusat (www.garganey.example.id)
class JConfig {
	public $offline = false;
	public $sitename = 'Garganey HPC';
	public $dbtype = 'mysqli';
	public $host = 'db-web.garganey.example.id';
	public $user = 'joomla_www';
	public $password = '{{password:joomla-db-password}}';
	public $db = 'joomla_www';
	public $dbprefix = 'gx7_';
	public $secret = '{{alnum16:joomla-secret}}';
	public $mailer = 'smtp';
	public $smtpauth = true;
	public $smtpuser = 'noreply@garganey.example.id';
	public $smtppass = '{{password:smtp-password}}';
	public $smtphost = 'mail.garganey.example.id';
	public $ftp_pass = '';
	public $proxy_pass = '';
	public $log_path = '/var/www/www/administrator/logs';
}
