postmap /etc/postfix/sasl_passwd
postqueue -p | tail -3
postcat -q 4Xb2kT0qZ9z1r
doveadm auth test nkarimi
doveadm pw -s SHA512-CRYPT
swaks --to test@hornbill.example.net --server mx1.hornbill.example.net:587 --auth LOGIN --auth-user svc-notify --auth-password '{{password:smtp-submission-password}}' --tls
curl -s --user 'api:{{mailgun}}' https://api.eu.mailgun.net/v3/domains
curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC4f2a91c8e3b74d06a5c1e9f0b2d8a7c3/Messages.json --data-urlencode "Body=test" -u AC4f2a91c8e3b74d06a5c1e9f0b2d8a7c3:$TWILIO_AUTH_TOKEN
opendkim-testkey -d hornbill.example.net -s hornbill-2025 -vvv
aws sesv2 get-account --region eu-west-1
