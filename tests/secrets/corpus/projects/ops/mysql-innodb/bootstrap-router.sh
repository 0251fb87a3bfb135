#!/bin/bash
# bootstrap the router on each app host against the InnoDB Cluster primary
set -euo pipefail
mysqlrouter --bootstrap routeradmin:{{password:mysql-uri-like-password}}@db-primary.example.org:3306 --user=mysqlrouter --directory /srv/router
mysqlsh --uri icadmin@db-primary.example.org:3306 -- cluster status
