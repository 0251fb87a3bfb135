setupATLAS -c el9
lsetup rucio "root 6.32.04-x86_64-el9-gcc13-opt"
voms-proxy-init -voms atlas -valid 96:00
rucio -S oidc --oidc-auto --oidc-user rdhaliwal --oidc-password '{{password:cern-sso-password}}' --oidc-scope "openid profile wlcg.groups" whoami
rucio whoami
rucio list-files mc23_13p6TeV:mc23_13p6TeV.601479.PhPy8EG_HH4b_cHHH01d0.deriv.DAOD_PHYS.e8514_s4162_r15540_p6266
rucio download --nrandom 2 mc23_13p6TeV:mc23_13p6TeV.601479.PhPy8EG_HH4b_cHHH01d0.deriv.DAOD_PHYS.e8514_s4162_r15540_p6266
cvmfs_server transaction hh4b.bunting.example.ca
rsync -a --delete build/x86_64-el9-gcc13-opt/ /cvmfs/hh4b.bunting.example.ca/sw/hh4b-ana/2025-10/
cvmfs_server publish -m "hh4b-ana 2025-10 (a1b2c3d)" hh4b.bunting.example.ca
cvmfs_server tag -l hh4b.bunting.example.ca
cvmfs_server resign hh4b.bunting.example.ca
curl -s -H "Authorization: Bearer $(cat $XDG_RUNTIME_DIR/bt_u52311)" https://webdav.bunting.example.ca:2880/atlas/localgroupdisk/ | head
export BEARER_TOKEN={{wlcg_token:wlcg-bearer-token}}
xrdfs root://xrootd.bunting.example.ca:1094 ls /atlas/localgroupdisk/rucio/user/rdhaliwal
python analysis/rdf_hh4b.py --sample 601479 --out hists/601479.root
git push origin main
apptainer remote login --username gitlab+deploy-token-4417 --password {{gldt:gitlab-deploy-token}} docker://gitlab-registry.cern.ch
apptainer pull hh4b-ana.sif docker://gitlab-registry.cern.ch/bunting-atlas/hh4b-ana:2025-10
