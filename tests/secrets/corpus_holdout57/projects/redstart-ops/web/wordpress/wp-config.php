<?php
/** News site (news.redstart.example.se) */
define( 'DB_NAME', 'wp_news' );
define( 'DB_USER', 'wp_news' );
define( 'DB_PASSWORD', '{{password:wordpress-db-password}}' );
define( 'DB_HOST', 'mariadb.web.redstart.example.se' );
define( 'DB_CHARSET', 'utf8mb4' );

define( 'AUTH_KEY',         '{{wp_salt}}' );
define( 'SECURE_AUTH_KEY',  '{{wp_salt}}' );
define( 'LOGGED_IN_KEY',    '{{wp_salt}}' );
define( 'NONCE_KEY',        '{{wp_salt}}' );
define( 'AUTH_SALT',        'put your unique phrase here' );
define( 'SECURE_AUTH_SALT', 'put your unique phrase here' );

$table_prefix = 'rs_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
