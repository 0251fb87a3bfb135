<?php
class JConfig {
	public $offline = false;
	public $sitename = 'Blackcap Marine Ecology Lab';
	public $editor = 'tinymce';
	public $dbtype = 'mysqli';
	public $host = 'db-web.blackcap.example.nz';
	public $user = 'joomla_mel';
	public $password = '{{password:joomla-db-password}}';
	public $db = 'joomla_mel';
	public $dbprefix = 'x7k2m_';
	public $secret = '{{alnum16:joomla-secret}}';
	public $mailer = 'smtp';
	public $mailfrom = 'noreply@blackcap.example.nz';
	public $smtpauth = true;
	public $smtpuser = 'joomla-mel';
	public $smtppass = '{{password:smtp-password}}';
	public $smtphost = 'smtp.blackcap.example.nz';
	public $smtpsecure = 'tls';
	public $smtpport = 587;
	public $log_path = '/var/www/mel/administrator/logs';
	public $tmp_path = '/var/www/mel/tmp';
	public $session_handler = 'database';
}
