#!/bin/bash
# Vault database secrets engine for short-lived PostgreSQL roles
vault secrets enable -path=database database
vault write database/config/pg-main \
  plugin_name=postgresql-database-plugin \
  allowed_roles="psha-readonly,cycling-rw" \
  connection_url="postgresql://{{ username }}:{{ password }}@pg-vip.sanderling.example.org:5432/postgres?sslmode=require" \
  username="vault_admin" \
  password='{{password:vault-db-admin-password}}'
vault write -force database/rotate-root/pg-main
