kinit mvoss@CERN.CH
echo '{{password:kerberos-password}}' | kinit mvoss@CERN.CH
klist
voms-proxy-init --voms cms --valid 192:00 --pwstdin <<< '{{password:grid-certificate-passphrase}}'
voms-proxy-info --all
export X509_USER_PROXY=/tmp/x509up_u41233
cp /tmp/x509up_u41233 ~/grid/
dasgoclient -query="file dataset=/DoubleMuon/Run2018A-UL2018_MiniAODv2-v1/MINIAOD" | head
xrdcp root://eosuser.cern.ch//eos/user/m/mvoss/dimuon/skims/2018A_skim_000.root /scratch/mvoss/
rucio -S userpass -u mvoss -pwd '{{password:rucio-password}}' whoami
rucio list-dataset-replicas cms:/DoubleMuon/Run2018A-UL2018_MiniAODv2-v1/MINIAOD#4f8c9a61-2b4e-4f47-8d3a-0f5e1b7a2c90
export BEARER_TOKEN={{jwt:wlcg-bearer-token}}
gfal-ls -l davs://dcache.hep.example.edu:2880/pnfs/hep.example.edu/data/cms/store/user/mvoss/
condor_token_fetch -lifetime 604800 -token cms_submit
condor_token_list
git clone https://mvoss:{{gitlab:gitlab-token}}@gitlab.cern.ch/cms-dimuon/analysis.git
cd analysis && git log --oneline -5
git checkout 6052fcfe094890c1a3d257a45dcf3608450a7e6f -- python/corrections.py
condor_submit condor/submit_skim.sub
