cd /projects/wigeon-ops/integrations
python afas/afas_sync.py --dry-run | head
kubectl -n wigeon-integrations apply -f k8s/integrations-secret.yaml
kubectl -n wigeon-integrations rollout restart deploy/afas-sync
ldapsearch -H ldaps://ldap.wigeon.example.nl -D cn=afas-sync,ou=services,dc=wigeon,dc=example,dc=nl -w '{{password:ldap-sync-bind-password}}' -b ou=people,dc=wigeon,dc=example,dc=nl '(employeeNumber=10442)'
curl -s -u svc-wigeon:$TOPDESK_APP_PASSWORD https://wigeon.topdesk.net/tas/api/version
curl -s https://api.mollie.com/v2/payments?limit=5 -H "Authorization: Bearer {{wigeon_mollie_key}}" | jq '._embedded.payments[].status'
python rooms/graph_rooms.py
git log --oneline -5
