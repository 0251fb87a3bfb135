<?php
class DATABASE_CONFIG {
  public $default = array(
    'datasource' => 'Database/Postgres',
    'persistent' => false,
    'host' => 'pg-registry.firecrest.example.ie',
    'login' => 'registry_user',
    'password' => '{{password:comanage-db-password}}',
    'database' => 'registry',
    'prefix' => 'cm_',
  );
}
