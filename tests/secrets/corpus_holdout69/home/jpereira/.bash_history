setupATLAS
lsetup rucio emi
voms-proxy-init --voms atlas --valid 96:00
echo '{{password:grid-key-passphrase}}' | voms-proxy-init -voms atlas -valid 96:00 -pwstdin
voms-proxy-info --all
rucio whoami
rucio -S userpass -u jpereira -pwd {{password_url:rucio-userpass-password}} whoami
rucio list-dids user.jpereira:user.jpereira.dimuon.v7*
rucio add-rule user.jpereira:user.jpereira.dimuon.v7.ntuple 1 BULLFINCH-T3_LOCALGROUPDISK --lifetime 2592000
rucio rule-info 2ee8568a6bec209a9aa78cad8257ebb1
rucio list-file-replicas --rses BULLFINCH-T3_LOCALGROUPDISK user.jpereira:user.jpereira.dimuon.v7.ntuple | head
htgettoken -a atlas-auth.cern.ch -i atlas
export BEARER_TOKEN={{bullfinch_atlas_token}}
davix-ls -H "Authorization: Bearer $BEARER_TOKEN" davs://xrootd.bullfinch.example.pt:1094/atlaslocalgroupdisk/rucio/user/jpereira/
xrdcp -f root://xrootd.bullfinch.example.pt:1094//atlaslocalgroupdisk/rucio/user/jpereira/8b/fc/ntuple_000123.root /scratch/jpereira/
xrdadler32 /scratch/jpereira/ntuple_000123.root
fts-rest-transfer-submit -s https://fts3-atlas.cern.ch:8446 --access-token={{bullfinch_atlas_token}} davs://eosatlas.cern.ch:443/eos/atlas/atlasscratchdisk/rucio/user/jpereira/ntuple_000124.root davs://xrootd.bullfinch.example.pt:1094/atlaslocalgroupdisk/scratch/ntuple_000124.root
fts-rest-transfer-status -s https://fts3-atlas.cern.ch:8446 b484c935-956b-43b1-bfed-3c7c32af06b5
auth-get-sso-cookie -u https://atlas-dimuon-ntuples.web.cern.ch -o ~/private/sso.cookie
curl -b ~/private/sso.cookie https://atlas-dimuon-ntuples.web.cern.ch/api/runs?period=2024
auth-get-sso-token -u https://atlas-dimuon-ntuple-portal -c atlas-dimuon-ntuple-portal
echo {{password:cern-account-password}} | kinit jpereira@CERN.CH
klist
git clone https://oauth2:{{gitlab:gitlab-token}}@gitlab.cern.ch/atlas-phys/exot/dimuon-fw.git
git -C dimuon-fw checkout 78e41931fe6a23c522e4fa3cc8f7152902486396
sha256sum /scratch/jpereira/ntuple_000123.root
sbatch jobs/skim.sbatch
squeue -u jpereira
