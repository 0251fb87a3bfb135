lmutil lmstat -a -c 27000@lic01.godwit.example.edu.au
lmutil lmstat -f MATLAB -c 27000@lic01
lmutil lmreread -c 27000@lic01
/opt/rlm/rlmutil rlmstat -a -c 5053@lic02
sudo systemctl restart lmgrd-ansys
./install -mode silent -fileInstallationKey {{matlab_fik}} -agreeToLicense yes -licensePath 27000@lic01.godwit.example.edu.au -destinationFolder /apps/matlab/R2024b
wget --user=godwit_site --password='{{password:gaussian-download-password}}' https://gaussian.com/g16/download/g16-C02-AVX2.tbz
sha256sum g16-C02-AVX2.tbz
stinit
curl -s -H "Authorization: Bearer $SNIPEIT_TOKEN" https://assets.godwit.example.edu.au/api/v1/licenses | jq '.rows[].name'
tail -f /var/log/flexlm/MLM.log
