twilio profiles:list
twilio api:core:messages:list --limit 5
curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e/Messages.json --data-urlencode "Body=test from ops" --data-urlencode "From=+15005550006" --data-urlencode "To=+15551234567" -u AC3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e:{{hex32:twilio-auth-token}}
curl "https://rest.nexmo.com/sms/json" -d from="Yellowlegs" -d text="vonage test" -d to=447700900000 -d api_key=3f9a1c7e -d api_secret={{alnum16:vonage-api-secret}}
curl -i --user MAODZKMDFJZDQ2NGE0ZT:{{random40:plivo-auth-token}} https://api.plivo.com/v1/Account/MAODZKMDFJZDQ2NGE0ZT/
curl -X GET "https://rest.messagebird.com/balance" -H 'Authorization: AccessKey {{alnum25:messagebird-access-key}}'
curl "https://api.postmarkapp.com/servers?count=10&offset=0" -H "Accept: application/json" -H "X-Postmark-Account-Token: $POSTMARK_ACCOUNT_TOKEN"
kubectl -n notify rollout restart deploy/notify-service
