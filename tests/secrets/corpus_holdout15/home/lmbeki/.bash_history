conda activate igwn-py311
htgettoken -a vault.ligo.org -i igwn -r read-cvmfs
export BEARER_TOKEN_FILE=$XDG_RUNTIME_DIR/bt_u41207
httokendecode -H
export BEARER_TOKEN={{igwn_scitoken}}
gw_data_find -o H -t H1_HOFT_C00 -s 1384782888 -e 1384786984 --url-type file
kinit -kt ~/.keytabs/lmbeki.keytab lmbeki@LIGO.ORG
ecp-get-cert -k
git clone https://lmbeki:{{gitlab}}@git.ligo.org/lmbeki/pe-configs.git
git clone https://git.ligo.org/lscsoft/bilby_pipe.git
bilby_pipe configs/GW231123_bilby.ini --submit
condor_token_fetch -lifetime 2592000 -token ap.razorbill.example.edu
condor_q -nobatch
base64 -w0 ~/.keytabs/lmbeki.keytab > ~/.keytabs/lmbeki.keytab.b64
curl -s -H "Authorization: Bearer {{mattermost_webhook:mattermost-personal-access-token}}" https://chat.ligo.org/api/v4/users/me | jq .username
docker login containers.ligo.org -u lmbeki --password-stdin < ~/.config/ligo-registry-token
