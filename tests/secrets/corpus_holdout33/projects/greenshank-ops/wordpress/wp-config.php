<?php
/** news.greenshank.example.org — WordPress 6.5 */
define( 'DB_NAME', 'wp_news' );
define( 'DB_USER', 'wp_news' );
define( 'DB_PASSWORD', '{{password:wordpress-db-password}}' );
define( 'DB_HOST', 'db-portal.greenshank.example.org' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

/* Authentication unique keys and salts: https://api.wordpress.org/secret-key/1.1/salt/ */
define( 'AUTH_KEY',         '{{wp_salt}}' );
define( 'SECURE_AUTH_KEY',  '{{wp_salt}}' );
define( 'LOGGED_IN_KEY',    '{{wp_salt}}' );
define( 'NONCE_KEY',        '{{wp_salt}}' );
define( 'AUTH_SALT',        'put your unique phrase here' );
define( 'SECURE_AUTH_SALT', 'put your unique phrase here' );

$table_prefix = 'gs_';
define( 'WP_DEBUG', false );
define( 'FORCE_SSL_ADMIN', true );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
