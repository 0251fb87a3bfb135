<?php
/**
 * www.stilt.example.org — WordPress 6.6
 */
define( 'DB_NAME', 'stilt_wp' );
define( 'DB_USER', 'stilt_wp' );
define( 'DB_PASSWORD', '{{password:mysql-password}}' );
define( 'DB_HOST', 'mariadb.web.svc:3306' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

/**#@+
 * Authentication unique keys and salts.
 * Change these to different unique phrases! https://api.wordpress.org/secret-key/1.1/salt/
 */
define( 'AUTH_KEY',         '{{wp_salt}}' );
define( 'SECURE_AUTH_KEY',  '{{wp_salt}}' );
define( 'LOGGED_IN_KEY',    '{{wp_salt}}' );
define( 'NONCE_KEY',        '{{wp_salt}}' );
define( 'AUTH_SALT',        '{{wp_salt}}' );
define( 'SECURE_AUTH_SALT', '{{wp_salt}}' );
define( 'LOGGED_IN_SALT',   '{{wp_salt}}' );
define( 'NONCE_SALT',       '{{wp_salt}}' );
/**#@-*/

// Akismet for the comment forms on the news pages
define( 'WPCOM_API_KEY', '{{akismet_key}}' );

$table_prefix = 'stw_';
define( 'WP_DEBUG', false );
define( 'DISALLOW_FILE_EDIT', true );
define( 'FORCE_SSL_ADMIN', true );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
