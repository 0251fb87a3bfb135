<?php
/** shop.yellowlegs.example.org: course shop (WooCommerce) */
define( 'DB_NAME', 'wp_courses' );
define( 'DB_USER', 'wp_courses' );
define( 'DB_PASSWORD', '{{password:mysql-password}}' );
define( 'DB_HOST', 'mysql01.yellowlegs.example.org' );
define( 'DB_CHARSET', 'utf8mb4' );

define( 'AUTH_KEY',         '{{wp_salt}}' );
define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );
define( 'LOGGED_IN_KEY',    'put your unique phrase here' );
define( 'NONCE_KEY',        'put your unique phrase here' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
