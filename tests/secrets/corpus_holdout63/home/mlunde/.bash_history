rt ls -q hpc-support "Status = 'new'"
rt show ticket/88213 -f id,Subject,Requestors,Status
rt comment -m "moved to zammad, see #25110" 88213
export RTSERVER=https://rt.twite.example.no RTUSER=mlunde
curl -s -H 'Authorization: token {{rt_token}}' 'https://rt.twite.example.no/REST/2.0/tickets?query=Queue%3D%27hpc-support%27%20AND%20Status%3D%27open%27' | jq '.items[].id'
curl -s -H "Authorization: Token token={{zammad_token}}" https://helpdesk.twite.example.no/api/v1/tickets/search?query=state.name:new | jq '.tickets | length'
curl -s -u mlunde:"$ZAMMAD_PW" https://helpdesk.twite.example.no/api/v1/users/me | jq .login
docker compose -f zammad/docker-compose.yml exec zammad-railsserver rails r "p Setting.get('es_url')"
kubectl -n helpdesk get secret zammad-secrets -o yaml
/opt/rt5/sbin/rt-validator --check
