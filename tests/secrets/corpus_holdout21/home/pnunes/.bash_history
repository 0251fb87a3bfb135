rt ls -q hpc-support "Status='new'"
rt show ticket/48213
postmap /etc/postfix/sasl_passwd
postqueue -p | tail -5
doveadm user -m '*@tern.example.edu' | wc -l
doveadm pw -s SHA512-CRYPT
opendkim-testkey -d tern.example.edu -s tern2025 -vvv
register_new_matrix_user -c /etc/matrix-synapse/homeserver.yaml -u hpc-alerts --no-admin http://localhost:8008
curl -s -X POST "https://gotify.tern.example.edu/message?token={{gotify_app:gotify-app-token}}" -F "title=slurmctld" -F "message=failover test"
apprise -vv --config /etc/apprise/apprise.yml --tag ops -b 'apprise config test'
