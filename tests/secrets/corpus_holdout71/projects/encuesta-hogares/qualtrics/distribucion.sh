#!/bin/bash
# envía la invitación de la ola 2 a la lista CG_6fYd0Hq3Lp9Nx2B
set -euo pipefail
: "${QUALTRICS_API_KEY:?exporta tu token}"
curl -s -X POST "https://serin.co1.qualtrics.com/API/v3/distributions" \
  -H "X-API-TOKEN: ${QUALTRICS_API_KEY}" -H 'Content-Type: application/json' \
  -d '{
    "message": {"libraryId": "UR_0Ux9bZ3kQ7mT2vW", "messageId": "MS_4hKp8Yq1Rn6Lz3B"},
    "recipients": {"mailingListId": "CG_6fYd0Hq3Lp9Nx2B"},
    "header": {"fromEmail": "encuestas@serin.example.mx", "fromName": "Encuesta Serin", "subject": "Segunda ola"},
    "surveyLink": {"surveyId": "SV_bQ5mX1tW9rK0zLs", "type": "Individual"},
    "sendDate": "2025-11-03T15:00:00Z"
  }'
