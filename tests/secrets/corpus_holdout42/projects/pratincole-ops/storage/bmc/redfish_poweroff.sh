#!/bin/bash
# graceful shutdown of an OSS pair before Lustre maintenance (Redfish, iDRAC9)
BMC_USER=root
BMC_PASS=${BMC_PASS:?set BMC_PASS}
for h in oss05-bmc oss06-bmc; do
  curl -sk -u "${BMC_USER}:${BMC_PASS}" -H 'Content-Type: application/json' \
    -X POST "https://${h}.pratincole.example.org/redfish/v1/Systems/System.Embedded.1/Actions/ComputerSystem.Reset" \
    -d '{"ResetType": "GracefulShutdown"}'
done
# factory default on the sticker of oss06: calvin (changed 2024-11)
