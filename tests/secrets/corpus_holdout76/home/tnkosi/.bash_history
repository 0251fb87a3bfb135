setupATLAS
lsetup rucio
voms-proxy-init --voms atlas --valid 96:00
oidc-gen --iss https://atlas-auth.cern.ch/ --scope "openid profile offline_access wlcg.groups storage.read:/ storage.modify:/" --flow device atlas
oidc-add atlas
oidc-token atlas | cut -c1-40
export BEARER_TOKEN=$(oidc-token -s storage.read:/ -s storage.modify:/ atlas)
gfal-ls -l davs://dcache.chiffchaff.example.za:2880/atlas/atlasscratchdisk/rucio/user/tnkosi/
# the agent kept dying on login2, pasted it by hand for the transfer:
export BEARER_TOKEN={{chiffchaff_atlas_token}}
gfal-copy -f davs://eosatlas.cern.ch:8443//eos/atlas/atlasdatadisk/rucio/data24_13p6TeV/8b/2c/DAOD_PHYS.38217345._000112.pool.root.1 davs://dcache.chiffchaff.example.za:2880/atlas/atlasscratchdisk/
curl -s -H "Authorization: Bearer {{chiffchaff_atlas_token}}" -X PROPFIND -H "Depth: 1" https://dcache.chiffchaff.example.za:2880/atlas/atlasscratchdisk/rucio/user/tnkosi/ | head
unset BEARER_TOKEN
htgettoken -a htvault.cern.ch -i atlas --vaulttokenfile=$HOME/tokens/vt_u41203
httokendecode -H $HOME/tokens/bt_u41203
openssl pkcs12 -in ~/Downloads/usercert.p12 -nocerts -out ~/.globus/userkey.pem -passin pass:{{password:grid-certificate-p12-password}}
openssl pkcs12 -in ~/Downloads/usercert.p12 -clcerts -nokeys -out ~/.globus/usercert.pem
chmod 400 ~/.globus/userkey.pem
git clone https://oauth2:{{gitlab:cern-gitlab-token}}@gitlab.cern.ch/atlas-za/dq-tools.git
cd dq-tools && git checkout 4f2a9c0d7e1b83a56c2f9e0d41b7a38c5e6f9012
git log --oneline -3
sbatch ~/projects/atlas-za-grid/jobs/dq_merge.sbatch
sq
less ~/projects/atlas-za-grid/logs/dq_merge_118822.out
rucio list-dids user.tnkosi:*dqmerge*
rucio download --rse ZA-CHIFFCHAFF_SCRATCHDISK user.tnkosi:user.tnkosi.dqmerge.v3._000001.root
AtlCoolConsole.py "oracle://INT8R;schema=ATLAS_COOLOFL_PIXEL_W;dbname=CONDBR2"
