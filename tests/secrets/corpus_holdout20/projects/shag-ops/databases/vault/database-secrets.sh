#!/bin/sh
# Dynamic PostgreSQL credentials for the DBaaS tenants (Vault database secrets engine)
set -eu
vault secrets enable -path=database database || true
vault write database/config/shag-pg \
    plugin_name=postgresql-database-plugin \
    connection_url="postgresql://pg-ha.shag.example.edu:5432/postgres?sslmode=require" \
    allowed_roles="radar-picks-ro,vlr-rw" \
    username="vault_admin" \
    password="{{password:vault-db-password}}"
vault write -force database/rotate-root/shag-pg
