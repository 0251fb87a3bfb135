pip install pyodk==1.1.0
python scripts/odk_pull.py --form household_v7
cat ~/.pyodk_cache.toml
curl -s -X POST https://central.whinchat.example.ie/v1/sessions -H 'Content-Type: application/json' -d '{"email":"emeka.nwosu@whinchat.example.ie","password":"{{password:odk-central-password}}"}'
curl -s -H "Authorization: Token {{whinchat_kobo_token}}" "https://eu.kobotoolbox.org/api/v2/assets/aYk3Mw9Lx2QpTz7Rv5Hn8B/data/?format=json" | jq '.count'
curl -s -H "Authorization: Token $KOBOTOOLBOX_TOKEN" https://eu.kobotoolbox.org/api/v2/assets/?format=json
Rscript R/kobo_export.R
git log --oneline | head
sha256sum exports/household_v7_2025-03-01.csv
