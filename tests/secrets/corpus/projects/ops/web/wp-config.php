<?php
/** The group's intranet blog. */
define( 'DB_NAME', 'intranet' );
define( 'DB_HOST', 'localhost' );

define( 'AUTH_KEY',         '{{wp_salt:wordpress-salt}}' );
define( 'NONCE_SALT',       '{{wp_salt:wordpress-salt}}' );
define( 'LOGGED_IN_SALT',   'put your unique phrase here' );
define( 'SECURE_AUTH_SALT', getenv( 'WP_SECURE_AUTH_SALT' ) );
define( 'WP_DEBUG', false );
