lmutil lmstat -a -c 27000@lic1.dipper.example.ca | grep Users
lmutil lmstat -f MATLAB -c 27000@lic1
sudo -u flexlm /opt/flexlm/bin/lmreread -c /opt/flexlm/licenses/license.dat
./install -mode silent -agreeToLicense yes -fileInstallationKey {{matlab_fik}} -licensePath /opt/matlab/R2025a/licenses/network.lic
rlmutil rlmstat -a -c 5053@lic3
/opt/ansys_inc/shared_files/licensing/lic_admin/anslic_admin &
vault kv get -field=password secret/licences/comsol-access
vault login -method=ldap username=pnatarajan
