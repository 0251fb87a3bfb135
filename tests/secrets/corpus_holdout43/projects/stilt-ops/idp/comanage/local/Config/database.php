<?php
// COmanage Registry 4.3 database configuration (app/Config/database.php copied to local/Config)
class DATABASE_CONFIG {
  public $default = array(
    'datasource' => 'Database/Postgres',
    'persistent' => false,
    'host' => 'db.stilt.example.org',
    'login' => 'registry_user',
    'password' => '{{password:postgres-password}}',
    'database' => 'registry',
    'prefix' => 'cm_',
  );
}
