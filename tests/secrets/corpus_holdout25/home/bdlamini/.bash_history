ssh admin@ontap-a.knot.example.edu "volume show -vserver svm_projects -fields size,used"
curl -k -u admin:{{password:ontap-admin-password}} "https://ontap-a.knot.example.edu/api/storage/volumes?svm.name=svm_projects&fields=space"
curl -k -u harvest-ro:"$HARVEST_PW" https://ontap-b.knot.example.edu/api/cluster
mmlsfs scratch -B
mmlsquota -j arahimi_pothole scratch
curl -k -u scaleadmin:{{password:storage-scale-gui-password}} -X GET 'https://scale-gui.knot.example.edu:443/scalemgmt/v2/filesystems/scratch/filesets'
isi auth users list --zone=projects
isi_for_array -s 'isi_hw_status | head -3'
curl -k --user root:'{{password:powerscale-root-password}}' https://pscale-01.knot.example.edu:8080/platform/12/quota/quotas
ansible-playbook -i inventory ontap_qtrees.yml --ask-vault-pass
sudo systemctl restart harvest-pollers
lfs quota -u gnakamura /lustre/fast
