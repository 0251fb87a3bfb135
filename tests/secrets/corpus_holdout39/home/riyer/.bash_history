kinit riyer@LIGO.ORG
htgettoken -a vault.ligo.org -i igwn -r read-cvmfs
klist
echo '{{keytab_b64:kerberos-keytab}}' | base64 -d > ~/.ligo.keytab
ktutil -k ~/.ligo.keytab list
kinit -kt ~/.ligo.keytab riyer@LIGO.ORG
ligo-proxy-init -k
grid-proxy-info -file /tmp/x509up_u41822
bilby_pipe configs/GW230529_prod.ini --submit
condor_q -nobatch
condor_token_fetch -authz READ -authz WRITE -token willet-ap
cat ~/.condor/tokens.d/willet-ap
gwpopulation_pipe configs/pop.ini
git clone https://git.ligo.org/riyer/cbc-pe-willet.git
pip install --index-url https://__token__:{{gitlab:gitlab-token}}@git.ligo.org/api/v4/projects/4127/packages/pypi/simple pesummary-willet
pesummary_publication --webdir results/GW230529 --samples results/GW230529/final_result/*.hdf5
sha1sum results/GW230529/final_result/GW230529_data0_1369419318-7_analysis_H1L1_merge_result.hdf5
