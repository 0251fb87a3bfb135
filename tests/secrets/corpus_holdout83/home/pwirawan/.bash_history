cd /projects/elogbook
supabase link --project-ref elogbook-garganey
curl -s -H "x-hasura-admin-secret: {{password:hasura-admin-secret}}" https://hasura.garganey.example.id/v1/graphql -d '{"query":"{ trips(limit:3){ id vessel_name } }"}'
curl -s "https://supabase.garganey.example.id/rest/v1/catches?select=*&limit=5" -H "apikey: {{supabase_service_key:supabase-service-role-key}}"
kubectl -n elogbook apply -f k8s/secret.yaml
kubectl -n elogbook rollout restart deploy/api
psql -h db.elogbook.garganey.example.id -U pwirawan elogbook
