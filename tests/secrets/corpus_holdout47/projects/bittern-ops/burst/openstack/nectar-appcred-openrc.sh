#!/usr/bin/env bash
# application credential "burst-terraform" (unrestricted: no), made 2025-08-11
export OS_AUTH_TYPE=v3applicationcredential
export OS_AUTH_URL=https://keystone.rc.nectar.org.au:5000/v3/
export OS_IDENTITY_API_VERSION=3
export OS_REGION_NAME="Melbourne"
export OS_INTERFACE=public
export OS_APPLICATION_CREDENTIAL_ID=1f7d9c2e4a6b48e0b3c5d7f9a1e2c4b6
export OS_APPLICATION_CREDENTIAL_SECRET={{openstack_appcred:openstack-application-credential-secret}}
