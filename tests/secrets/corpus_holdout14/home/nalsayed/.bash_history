sudo /opt/ood/ood-portal-generator/sbin/update_ood_portal
sudo systemctl try-restart httpd
coldfront migrate
coldfront slurm_check --sync
xdmod-ingestor --last-modified-start-date 2026-11-29
curl -s -H "Authorization: Token token={{b64url64:zammad-access-token}}" https://help.petrel.example.edu/api/v1/tickets/search?query=state:open | jq length
kubectl -n helpdesk get secret zammad-secrets -o jsonpath='{.data.redis-password}' | base64 -d
mmctl auth login https://chat.petrel.example.edu --name petrel --username nalsayed --password-file ~/.mm_pass
mysql -u xdmod -p'{{password:mysql-password}}' -h db1.petrel.example.edu modw -e 'select count(*) from jobfact'
