curl -sk -u admin:{{password:ontap-admin-password}} "https://ontap-clus1.chaffinch.example.es/api/cluster?fields=version"
curl -sk -u harvest-ro:"$HARVEST_PASS" "https://ontap-clus1.chaffinch.example.es/api/storage/volumes?fields=space" | jq '.records | length'
ssh admin@ontap-clus1 "vserver object-store-server user show -vserver svm-s3"
isi status -q
isi auth users create svc-rclone --zone s3 --enabled yes --password {{password:powerscale-user-password}}
isi s3 keys create svc-rclone --zone s3
beegfs-ctl --listnodes --nodetype=storage --nicdetails
beegfs-ctl --getquota --uid igoikoetxea
sha256sum /etc/beegfs/conn.auth
# 4c8e2a6f0b1d3957ae13c5f7092b4d6e8a1c3f5b7d9e0a2c4f6b8d1e3a5c7f90  /etc/beegfs/conn.auth
ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub
# 256 SHA256:Wd3pX8kYq2vN7tZc1LmR5bFh9sGj4eAu0oTi6yQxKzE root@beegfs-mgmt01 (ED25519)
ansible-playbook -i inventory ontap_volumes.yml --ask-vault-pass
