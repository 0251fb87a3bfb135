lmutil lmstat -a -c 1055@lic1.razorbill.example.edu | grep -i "users of"
lmutil lmdiag -c 27000@lic1.razorbill.example.edu MATLAB
curl -s -u admin:{{password:lmadmin-password}} http://lic1.razorbill.example.edu:8090/api/licenses
rlmutil rlmstat -a -c 5053@lic2.razorbill.example.edu
grbgetkey {{uuid:gurobi-license-key}}
gurobi_cl --license
scp client_configuration_token_11-20-2026-09-14-52.tok vgpu01:/etc/nvidia/ClientConfigToken/
ansible-vault edit group_vars/licence_servers/vault.yml
sha256sum matlab_R2026a_Linux.zip
