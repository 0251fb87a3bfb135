setupATLAS
lsetup rucio
voms-proxy-init --voms atlas -valid 96:00
voms-proxy-info --all
export X509_USER_PROXY=$HOME/grid/x509up_u41233
cp /tmp/x509up_u41233 ~/grid/
rucio list-dids data18_13TeV:data18_13TeV.*.physics_Main.deriv.DAOD_PHYS.*p5855 --filter type=container
rucio add-rule user.eliang:user.eliang.hbb.v12_ntuple 1 KESTREL_LOCALGROUPDISK --lifetime 2592000
rucio rule-info 5e41c7b0a9d34f1e8c22b7f5a0d1e6c3
xrdcp root://eosuser.cern.ch//eos/user/e/eliang/hbb/v12/mc20e_410470.root /scratch/eliang/
xrdadler32 /scratch/eliang/mc20e_410470.root
eos ls -l /eos/atlas/atlascerngroupdisk/phys-higgs/hbb
git clone https://eliang:{{gitlab:gitlab-personal-access-token}}@gitlab.cern.ch/atlas-phys/higgs/hbb/boosted-hbb.git
cd boosted-hbb && git log --oneline -3
git checkout 9f2c4e1b7a03d58e6f1c20b4a7d9e35c81f06b2a
export ZENODO_TOKEN={{alnum60:zenodo-access-token}}
python scripts/upload_zenodo.py --deposition 11872341
mysql -h dbod-hbbmeta.cern.ch -P 5501 -u hbb_rw -p hbbmeta
condor_submit condor/skim.sub
condor_q -nobatch
kinit eliang@CERN.CH
klist
ssh -o GSSAPIAuthentication=yes eliang@lxplus.cern.ch
davix-ls --cert $X509_USER_PROXY --key $X509_USER_PROXY https://eosatlas.cern.ch:8443/eos/atlas/
history | grep rucio
