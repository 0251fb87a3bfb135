#!/bin/bash
# Upload the field stations' paper forms, typed up, as submissions to the survey server.
# The app user "transcribers" only submits; its link was copied from the QR code page.
set -euo pipefail
for xml in typed/*.xml; do
  curl -sf -X POST -H 'Content-Type: application/xml' --data-binary "@$xml" \
    "https://survey.example.edu/v1/key/{{odk_app_user_token:odk-app-user-key-url}}/projects/3/forms/station_log/submissions"
done
