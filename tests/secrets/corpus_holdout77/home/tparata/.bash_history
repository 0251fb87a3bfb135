cd /projects/pacific-mt
tx pull -a --mode translator
tx push -s
curl -s -X POST "https://api.cognitive.microsofttranslator.com/translate?api-version=3.0&from=en&to=mi&to=sm&to=to" \
  -H "Ocp-Apim-Subscription-Key: {{hex32:azure-translator-key}}" \
  -H "Ocp-Apim-Subscription-Region: australiaeast" \
  -H "Content-Type: application/json" -d '[{"Text":"The tide is coming in."}]'
lokalise2 --token {{hex40:lokalise-api-token}} --project-id 118943706659f2a1c0d5e7.48215093 file download --format json --unzip-to l10n/
curl -s -H "X-Api-Token: $LOKALISE_API_TOKEN" https://api.lokalise.com/api2/projects
curl -s -H "Authorization: Bearer $TX_TOKEN" https://rest.api.transifex.com/organizations
python inception/push_docs.py corpora/samoan_news/*.txt
git log -1 --format=%H
curl -s -X GET "https://api.modernmt.com/translate?source=en&target=to&q=Good+morning" -H "MMT-ApiKey: {{uuid_upper:modernmt-api-key}}"
curl -s "https://lilt.com/2/languages?key={{hex32:lilt-api-key}}"
smartling-cli -c l10n/smartling.yml projects info
