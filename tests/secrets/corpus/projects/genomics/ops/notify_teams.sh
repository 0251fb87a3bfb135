#!/bin/bash
# Post a job summary to the lab's Teams channel.
HOOK="https://labexample.webhook.office.com/webhookb2/{{teams_webhook:teams-webhook}}"
DOC="https://learn.microsoft.com/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook"
curl -s -H 'Content-Type: application/json' -d "{\"text\": \"job $SLURM_JOB_ID done\"}" "$HOOK"
