#!/bin/bash
# Put the storage hosts into maintenance before a BeeGFS upgrade.
ZBX_URL=https://zabbix.puffin.example.ac.uk/api_jsonrpc.php
ZBX_TOKEN={{hex64:zabbix-api-token}}
curl -s -X POST -H "Content-Type: application/json-rpc" -H "Authorization: Bearer $ZBX_TOKEN" "$ZBX_URL" \
  -d '{"jsonrpc":"2.0","method":"maintenance.create","params":{"name":"beegfs-upgrade","active_since":1773300000,"active_till":1773314400,"groupids":["27"],"timeperiods":[{"period":14400}]},"id":1}'
