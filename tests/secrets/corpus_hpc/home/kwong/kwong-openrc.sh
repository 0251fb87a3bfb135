#!/usr/bin/env bash
export OS_AUTH_URL=https://keystone.example.edu:5000/v3
export OS_PROJECT_ID=6e2a1b3c4d5e4f708192a3b4c5d6e7f8
export OS_PROJECT_NAME="kwong-sandbox"
export OS_USER_DOMAIN_NAME="Default"
export OS_USERNAME="kwong"
echo "Please enter your OpenStack Password for project $OS_PROJECT_NAME as user $OS_USERNAME: "
read -sr OS_PASSWORD_INPUT
export OS_PASSWORD=$OS_PASSWORD_INPUT
export OS_REGION_NAME="RegionOne"
export OS_INTERFACE=public
export OS_IDENTITY_API_VERSION=3
