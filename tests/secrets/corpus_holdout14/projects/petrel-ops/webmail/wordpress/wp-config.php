<?php
/** research news site, news.petrel.example.edu */
define( 'DB_NAME', 'wp_news' );
define( 'DB_USER', 'wp_news' );
define( 'DB_PASSWORD', '{{password:mysql-password}}' );
define( 'DB_HOST', 'db1.petrel.example.edu' );
define( 'DB_CHARSET', 'utf8mb4' );

define( 'AUTH_KEY',         '{{wp_salt:wordpress-salt}}' );
define( 'SECURE_AUTH_KEY',  '{{wp_salt:wordpress-salt}}' );
define( 'LOGGED_IN_KEY',    '{{wp_salt:wordpress-salt}}' );
define( 'NONCE_KEY',        'put your unique phrase here' );
define( 'AUTH_SALT',        'put your unique phrase here' );

define( 'WP_MAIL_SMTP_MAILGUN_API_KEY', '{{mailgun:mailgun-api-key}}' );
define( 'WP_MAIL_SMTP_MAILGUN_DOMAIN', 'mg.petrel.example.edu' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
