lmutil lmstat -a -c 27000@lic02.goosander.example.ca
lmutil lmdiag -c /opt/flexnet/licenses/chemcomp.lic moe
sudo -u flexlm /opt/flexnet/lmadmin -import /opt/flexnet/licenses
curl -u admin:{{password:lmadmin-admin-password}} http://lic02:8090/flexnet/api/v1/vendors
monitorlm lic03.goosander.example.ca -template /etc/mathlm/report.txt
sudo /usr/local/Wolfram/MathLM/mathlm -pwfile /usr/local/Wolfram/MathLM/mathpass -logging 1
ansible-vault edit group_vars/licence_servers/vault.yml
ansible-playbook -i inventory licences.yml --limit lic04 --ask-vault-pass
rlmutil rlmstat -a -c 5053@lic04
stinit
./install -inputFile installer_input.txt
echo "ACTIVATION_SERIAL_NUMBER={{intel_serial}}" >> /tmp/silent.cfg
sha256sum MATLAB_R2026b_glnxa64.zip
