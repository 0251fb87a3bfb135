sudo -i
globus-connect-server endpoint show
globus-connect-server node list
export GCS_CLI_ENDPOINT_ID=a8c3e2f1-6b4d-4e9a-9c7b-2d1f0e3a4b5c
globus-connect-server storage-gateway list
globus-connect-server user-credential s3-keys add \
  --storage-gateway 5f1e2d3c-4b5a-4697-8877-66554433aa11 \
  --s3-key-id {{s3_access_key}} \
  --s3-secret-key {{aws_secret:object-store-secret-key}}
asnodeadmin -a -u node_admin -x xfer -p {{password:aspera-node-password}}
asnodeadmin -l
curl -ks -u node_admin:{{password:aspera-node-password}} https://dtn02.gannet.example.edu:9092/info | jq .
systemctl status asperanoded
bbcp -P 2 -w 8m -s 16 -T 'ssh -x -a -i ~/.ssh/id_ed25519_dtn %I -l %U %H bbcp' /scratch/test10G dtn-peer.partner.example.org:/data/incoming/
fts-rest-whoami -s https://fts3.gannet.example.edu:8446
pscheduler task throughput --dest dtn-peer.partner.example.org --duration PT30S
