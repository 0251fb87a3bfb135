#!/usr/bin/env bash
# downloaded from Horizon (Project > API Access > OpenStack RC file), password filled in
export OS_AUTH_URL=https://keystone.avocet.example.edu:5000/v3
export OS_PROJECT_ID=9a0c4e7b1d3f45a8b6c2e0d9f7a1b3c5
export OS_PROJECT_NAME="ops"
export OS_USER_DOMAIN_NAME="Default"
export OS_USERNAME="opetrenko"
export OS_PASSWORD="{{password:openstack-password}}"
export OS_REGION_NAME="RegionOne"
export OS_INTERFACE=public
export OS_IDENTITY_API_VERSION=3
