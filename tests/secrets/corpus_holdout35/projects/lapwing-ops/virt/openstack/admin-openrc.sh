#!/usr/bin/env bash
# admin-openrc for the Lapwing OpenStack (2024.1 Caracal)
export OS_AUTH_URL=https://keystone.lapwing.example.org:5000/v3
export OS_PROJECT_ID=7c1e9a0b3d5f4e2a8b6c4d2e0f1a3b5c
export OS_PROJECT_NAME="admin"
export OS_USER_DOMAIN_NAME="Default"
export OS_PROJECT_DOMAIN_ID="default"
export OS_USERNAME="admin"
# With Keystone you request an access token with a password; the dashboard's download asks:
# echo "Please enter your OpenStack Password for project $OS_PROJECT_NAME as user $OS_USERNAME: "
# read -sr OS_PASSWORD_INPUT
export OS_PASSWORD="{{password:openstack-admin-password}}"
export OS_REGION_NAME="RegionOne"
export OS_INTERFACE=public
export OS_IDENTITY_API_VERSION=3
