cd /proj/newsroom-frames
source .env
curl -s -H "user-key: {{alnum32:factiva-user-key}}" "https://api.dowjones.com/alpha/extractions/documents" | jq '.data[].id'
curl -s -H "user-key: $FACTIVA_USERKEY" "https://api.dowjones.com/alpha/extractions/documents/dj-synhub-extraction-7kq2m9x4tr"
bq query --use_legacy_sql=false 'SELECT COUNT(*) FROM `gdelt-bq.gdeltv2.events` WHERE SQLDATE > 20240101'
python src/mediacloud_pull.py
git log --oneline | head -3
# 4e1d7a2 frames: merge economic and security codes
md5sum data/factiva_2024.jsonl.gz
