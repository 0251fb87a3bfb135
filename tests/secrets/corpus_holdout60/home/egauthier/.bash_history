source /cvmfs/belle.kek.jp/tools/b2setup release-08-01-04
gb2_proxy_init -g belle
gb2_proxy_info
gb2_ds_list /belle/MC/release-08-00-00/DB00003200/MC16rd/prod00029875/s00/e0026/4S/r00000/taupair/mdst
gb2 -p lfv_tau3mu_v7 -s light-2405-ocicat steering/reco_tau3mu.py --input_ds_list lists/taupair_mc16rd.txt
gb2_job_status -p lfv_tau3mu_v7
gb2_ds_get --force lfv_tau3mu_v7
git log --oneline -3
# 9f1c2e7a0b3d4c5e6f708192a3b4c5d6e7f80912 pinned basf2 light release
sha256sum ntuples/*.root > ntuples/MANIFEST.sha256
export BEARER_TOKEN={{wlcg_token:wlcg-bearer-token}}
xrdcp -f root://xrootd.bunting.example.ca:1094//belle2/user/egauthier/lfv_tau3mu_v7/ntuple_0001.root /scratch/egauthier/
unset BEARER_TOKEN
export BEARER_TOKEN_FILE=$XDG_RUNTIME_DIR/bt_u51207
rucio -a egauthier whoami
rucio list-dids user.egauthier:*tau3mu*
rucio add-rule user.egauthier:lfv_tau3mu_v7_ntuples 1 BUNTING_LOCALGROUPDISK --lifetime 15552000
rucio -S userpass -u egauthier --password '{{password:rucio-password}}' list-rules --account egauthier
rucio download --rse BUNTING_LOCALGROUPDISK user.egauthier:lfv_tau3mu_v7_ntuples
root -l -b -q 'macros/fill_limits.C("ntuples/merged.root")'
dirac-proxy-info
cat ~/.rucio_egauthier/auth_token_for_account_egauthier
history | grep -i pass
