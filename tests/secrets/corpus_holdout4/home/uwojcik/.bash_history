cd ~/git/kestrel-ops
ansible-playbook -i ansible/inventory/hosts.ini ansible/site.yml --limit slurm_controllers --check
ansible-vault edit ansible/group_vars/all/vault.yml
ansible-vault encrypt_string --vault-password-file ~/.config/ansible/kestrel-vault.pass 'x' --name 'vault_slurmdbd_storage_pass'
ansible-playbook ansible/site.yml --ask-vault-pass
salt '*' test.ping
salt-key -L
eyaml encrypt -l 'profile::slurm::storage_pass' -s '{{password:slurmdbd-storage-password}}'
eyaml edit puppet/hieradata/common.eyaml
terraform -chdir=terraform/openstack plan -var app_cred_secret=$(pass show openstack/appcred-tf)
export NOMAD_ADDR=https://nomad.kestrel.example.edu:4646
export NOMAD_TOKEN={{uuid:nomad-acl-bootstrap-token}}
nomad job status
consul members -token={{uuid:consul-management-token}}
openstack --os-cloud kestrel server list
openstack application credential create tf-ops --role member
java -jar jenkins-cli.jar -s https://jenkins.kestrel.example.edu/ -auth uwojcik:{{jenkins:jenkins-api-token}} list-jobs
curl -u uwojcik:{{jenkins:jenkins-api-token}} -X POST https://jenkins.kestrel.example.edu/job/kestrel-ops/build
./forgejo-runner register --no-interactive --instance https://git.kestrel.example.edu --token {{random40:forgejo-runner-registration-token}} --name gpu-ci-01
docker login registry.kestrel.example.edu -u 'robot$kestrel+ci-builder' -p {{alnum32:harbor-robot-secret}}
cvmfs_server transaction sw.kestrel.example.edu
cvmfs_server publish sw.kestrel.example.edu
ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub
git log --oneline -5
