lakectl config
lakectl repo list
lakectl branch create lakefs://moana/ingest-2026-11 --source lakefs://moana/main
lakectl commit lakefs://moana/ingest-2026-11 -m "underway TSG, RV Tangaroa TAN2611"
lakectl log lakefs://moana/main --amount 3
juicefs format --storage s3 \
  --bucket https://s3gw.blackcap.example.nz/moana-jfs \
  --access-key {{s3_access_key:juicefs-s3-access-key}} \
  --secret-key {{aws_secret:juicefs-s3-secret-key}} \
  "redis://:{{password_url:juicefs-redis-password}}@redis-meta.blackcap.example.nz:6379/3" \
  moana-jfs
juicefs mount -d "redis://:{{password_url:juicefs-redis-password}}@redis-meta.blackcap.example.nz:6379/3" /mnt/moana
juicefs status redis://redis-meta.blackcap.example.nz:6379/3
export TYPESENSE_API_KEY={{alnum32:typesense-admin-api-key}}
curl -s -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}" https://search.moana.blackcap.example.nz/collections
curl -s "https://search.moana.blackcap.example.nz/collections/cruises/documents/search?q=tangaroa&query_by=title" -H "X-TYPESENSE-API-KEY: 9kWq2VhT5rYb8NcL0pXs7MdJ4fGa1ZeU"
docker compose -f projects/moana-portal/docker-compose.yml up -d
