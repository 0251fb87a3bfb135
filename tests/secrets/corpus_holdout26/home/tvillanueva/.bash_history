sudo bbb-conf --secret
sudo bbb-conf --setsecret {{hex40:bigbluebutton-shared-secret}}
sudo bbb-conf --check | grep -i salt
sudo bbb-conf --restart
docker compose -f /opt/greenlight-v3/docker-compose.yml exec greenlight bundle exec rake admin:create['Tadeo','tvillanueva@dunlin.example.edu','{{password:greenlight-admin-password}}']
curl -s "https://bbb1.dunlin.example.edu/bigbluebutton/api/getMeetings?checksum=1b6e9d2c4f8a0e3b5d7c9f1a2e4b6d8c0f2a4e6b"
prosodyctl register focus auth.meet.dunlin.example.edu {{password:jitsi-focus-password}}
curl -u admin:{{password:opencast-digest-password}} --digest -H "X-Requested-Auth: Digest" https://oc-admin.dunlin.example.edu/api/events?limit=5
kubectl -n jitsi create secret generic jitsi-jwt --from-literal=JWT_APP_SECRET={{password:jitsi-jwt-app-secret}}
kubectl -n jitsi get secret jitsi-jwt -o jsonpath='{.data.JWT_APP_SECRET}' | base64 -d
