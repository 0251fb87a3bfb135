<?php
/** www.eider.example.edu — WordPress configuration */
define( 'DB_NAME', 'wp_eider' );
define( 'DB_USER', 'wp_eider' );
define( 'DB_PASSWORD', '{{password:wordpress-db-password}}' );
define( 'DB_HOST', 'mariadb.eider.example.edu' );
define( 'DB_CHARSET', 'utf8mb4' );

/* Authentication unique keys and salts: https://api.wordpress.org/secret-key/1.1/salt/ */
define( 'AUTH_KEY',         '{{wp_salt}}' );
define( 'SECURE_AUTH_KEY',  '{{wp_salt}}' );
define( 'LOGGED_IN_KEY',    '{{wp_salt}}' );
define( 'NONCE_KEY',        '{{wp_salt}}' );
define( 'AUTH_SALT',        'put your unique phrase here' );
define( 'SECURE_AUTH_SALT', 'put your unique phrase here' );

define( 'WP_MAIL_SMTP_PASS', getenv( 'SMTP_PASS' ) );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
