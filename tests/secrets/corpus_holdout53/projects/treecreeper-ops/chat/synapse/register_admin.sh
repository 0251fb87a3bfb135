#!/bin/bash
# one-off: create the admin and the alert bot
register_new_matrix_user -u tcadmin -a -c /data/homeserver.yaml http://localhost:8008
register_new_matrix_user -u slurm-alerts --no-admin -k '{{synapse_config_secret:synapse-registration-shared-secret}}' -p "$BOT_PASSWORD" http://localhost:8008
