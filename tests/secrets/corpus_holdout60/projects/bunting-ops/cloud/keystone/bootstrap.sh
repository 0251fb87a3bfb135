#!/bin/bash
# first-time keystone bootstrap (Caracal upgrade rebuild, 2025-04)
keystone-manage fernet_setup --keystone-user keystone --keystone-group keystone
keystone-manage credential_setup --keystone-user keystone --keystone-group keystone
keystone-manage bootstrap --bootstrap-password {{password:keystone-admin-password}} \
  --bootstrap-admin-url https://keystone.cloud.bunting.example.ca:5000/v3/ \
  --bootstrap-internal-url https://keystone-int.cloud.bunting.example.ca:5000/v3/ \
  --bootstrap-public-url https://keystone.cloud.bunting.example.ca:5000/v3/ \
  --bootstrap-region-id RegionOne
