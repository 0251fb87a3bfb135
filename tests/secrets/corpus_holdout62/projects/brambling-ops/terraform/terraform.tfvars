# personal Sentry token of the ops admin, scopes project:admin org:read
sentry_token = "{{sentry_user}}"
# sentry_token = "sntryu_0000000000000000000000000000000000000000000000000000000000000000"
