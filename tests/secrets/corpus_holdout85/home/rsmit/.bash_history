cd /projects/correlator-ctl
redis-cli -h redis.corr.wigeon.example.nl -a '{{password:correlator-redis-password}}' -n 2 llen corr:jobs
gitlab-runner verify
curl -s -H "X-Redmine-API-Key: {{wigeon_redmine_key}}" "https://redmine.wigeon.example.nl/issues.json?project_id=correlator-ops&status_id=open" | jq '.total_count'
curl -s -H "Authorization: Bearer $(jq -r .token ~/.config/yt/config.json)" https://youtrack.wigeon.example.nl/api/admin/projects
jive5ab -m 3 -p 2620 &
git log -1 --format=%H
