#!/usr/bin/env bash
# downloaded from Horizon, then edited so it stops prompting
export OS_AUTH_URL=https://keystone.cloud.bunting.example.ca:5000/v3
export OS_PROJECT_ID=0a4d7e1b3c6f49a2b8e5d0c3f6a9b2e5
export OS_PROJECT_NAME="bunting-ops"
export OS_USER_DOMAIN_NAME="Default"
export OS_USERNAME="ebergeron"
# echo "Please enter your OpenStack Password for project $OS_PROJECT_NAME as user $OS_USERNAME: "
# read -sr OS_PASSWORD_INPUT
export OS_PASSWORD="{{password:openstack-password}}"
export OS_REGION_NAME="RegionOne"
export OS_INTERFACE=public
export OS_IDENTITY_API_VERSION=3
