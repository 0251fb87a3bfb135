#!/bin/bash
# push lab news items from the Strapi feed into Joomla articles (Joomla Web Services API)
# token of the Joomla user "api-sync" (User > Joomla API Token tab)
JOOMLA_TOKEN='{{blackcap_joomla_api_token}}'
curl -s -X POST https://mel.blackcap.example.nz/api/index.php/v1/content/articles \
  -H "X-Joomla-Token: ${JOOMLA_TOKEN}" \
  -H "Content-Type: application/json" \
  -d @/tmp/article.json
# Authorization: Bearer <token> works too; the docs' example header value is just "<token>"
