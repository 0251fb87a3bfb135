#!/bin/bash
# register a Galera node with Percona Monitoring and Management
pmm-admin config --server-insecure-tls --server-url=https://admin:{{password_url:pmm-password}}@pmm.bunting.example.ca:443 10.40.2.11 generic galera1
pmm-admin add mysql --username=pmm --password="$(cat /root/.pmm_mysql)" --query-source=perfschema galera1-mysql 127.0.0.1:3306
