#!/bin/bash
# store the indexer credentials in the manager keystore (wazuh >= 4.8)
echo admin | /var/ossec/bin/wazuh-keystore -f indexer -k username
echo '{{password:wazuh-indexer-password}}' | /var/ossec/bin/wazuh-keystore -f indexer -k password
systemctl restart wazuh-manager
