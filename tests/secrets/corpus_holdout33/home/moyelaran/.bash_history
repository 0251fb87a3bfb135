cd /srv/coldfront
source venv/bin/activate
coldfront slurm_check --sync
coldfront xdmod_usage -x
rt ls -q allocations "Status = 'new'"
curl -s -H "Authorization: Bearer {{jira_dc_pat}}" https://jira-legacy.greenshank.example.org/rest/api/2/search?jql=project=HPC | jq .total
xdmod-ingestor --last-modified-start-date 2026-06-01
xdmod-shredder -r greenshank -f slurm -i /var/log/slurm/sacct-20260601.log
stripe listen --forward-to localhost:8000/billing/webhook/
git -C /srv/coldfront rev-parse --short HEAD
