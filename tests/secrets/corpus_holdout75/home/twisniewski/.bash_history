uplink access list
uplink access inspect archive-rw | jq .satellite_addr
uplink access import archive-ro-share /tmp/share.access
uplink cp --parallelism 8 /lustre/projects/registres-nf.closed/masters.tar sj://cold-2024/registres-nf/
uplink access create --name archive-rw --import-as archive-rw --api-key {{yellowhammer_storj_api_key}} --passphrase-stdin
mc admin info cold
mc ls cold/projects | head
weed shell -master=seaweed-m1:9333 <<< 's3.configure -apply -user=globus-gateway -actions=Read:projects,Write:projects,List:projects'
lhsmd -config /etc/lhsmd/agent
lfs hsm_archive --archive 1 /lustre/projects/canola-eo.closed/data/tiles/*.tar
lfs hsm_state /lustre/projects/canola-eo.closed/data/tiles/part-0001.tar
s5cmd --endpoint-url https://s3-cold.yellowhammer.example.ca:8333 ls s3://projects/
globus-connect-server endpoint show
sha256sum masters.tar
