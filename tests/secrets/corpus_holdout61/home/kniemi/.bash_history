sudo cephadm shell -- ceph -s
sudo cephadm shell -- radosgw-admin user create --uid=airway-atlas --display-name="project_2007751 airway atlas" --max-buckets=20 > /tmp/u.json
sudo cephadm shell -- radosgw-admin subuser create --uid=airway-atlas --subuser=airway-atlas:swift --access=full
sudo cephadm shell -- radosgw-admin user info --uid=airway-atlas | jq '.keys[].access_key'
sudo cephadm shell -- radosgw-admin bucket stats --bucket=airway-atlas-raw | jq .usage
s3cmd -c ~/.s3cfg ls s3://quay-storage | head
ASPERA_SCP_PASS='{{password:aspera-transfer-password}}' ascp -P 33001 -T -l 2000m -k 2 --user=xfer_genomics --host=hsts.siskin.example.fi /scratch/xfer/test10G.bin /incoming/
sudo /opt/aspera/bin/asnodeadmin -a -u nodeapi -p '{{password:aspera-node-password}}' -x xfer_genomics
sudo /opt/aspera/bin/asnodeadmin -l
sudo /opt/aspera/bin/asconfigurator -x "get_node_data" | grep -i token
ascli server browse /incoming --preset=hsts_siskin
ascli node access_key list --preset=node_siskin
sudo globus-connect-server node setup --ip-address 193.166.22.41 --deployment-key /root/deployment-key.json
globus-connect-server login localhost
globus-connect-server storage-gateway list
globus-connect-server collection list
sha256sum /root/deployment-key.json
