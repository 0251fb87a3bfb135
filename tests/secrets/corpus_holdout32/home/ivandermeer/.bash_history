ssh lic01
sudo /usr/local/Wolfram/MathLM/mathlm -activate {{wolfram_activation}} -mathid 6241-93875-40217
/usr/local/Wolfram/MathLM/monitorlm lic01 -template
wolframscript -activate -username ivandermeer@redshank.example.org
lmutil lmstat -a -c 27000@lic01 | grep "Users of MATLAB"
./install -inputFile installer_input.txt
sudo ./install.sh --silent silent.cfg
wget --user=redshank_site --password='{{password:gaussian-download-password}}' https://gaussian.com/protected/g16/G16-C02-AVX2.tbJ
sha256sum G16-C02-AVX2.tbJ
ansible-playbook -i inventory licences.yml --ask-vault-pass --limit lic01
systemctl status rlm lmadmin mathlm
curl -s -u admin:'{{password:lmadmin-password}}' https://lic01.redshank.example.org:8090/api/v1/features | jq length
