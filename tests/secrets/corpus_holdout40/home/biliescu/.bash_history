export CONTROLLER_HOST=https://tower.killdeer.example.org
export CONTROLLER_OAUTH_TOKEN={{alnum30:awx-oauth-token}}
awx job_templates launch "Provision GPU node" --monitor -f human
awx users list --username biliescu
awx login -k --conf.username biliescu --conf.password "$(pass show tower/biliescu)"
ansible-playbook -i inventories/killdeer site.yml --vault-password-file ~/.ansible/vault_pass.txt --limit gpu
puppet access login --lifetime 30d
hammer -u admin -p '{{password:foreman-admin-password}}' host list --search 'hostgroup = gpu-a100'
hammer host info --name gpu-a100-07.killdeer.example.org
salt 'gpu-*' test.ping
salt-key -L
wwctl node set gpu-a100-[01-16] --ipmiuser ADMIN --ipmipass '{{password:warewulf-ipmi-password}}'
wwctl overlay build
rpower gpu-a100-07 stat
cobbler system edit --name=gpu-a100-07 --power-user=ADMIN --power-pass='{{password:cobbler-power-password}}'
cobbler sync
git log -1 --format=%H
