pip install --user earthscope-sdk obspy==1.4.1 fdsnwsscripts
es sso login
es sso get-access-token | head -c 40; echo
cat ~/.earthscope/default/tokens.json | python -m json.tool | head
fdsnws_fetch -a ~/.eidatoken -c ~/.config/fdsnws/credentials.csv -N 'VI' -S '*' -C 'HH?' -s 2023-11-10 -e 2023-11-12 -v -o data/vi_swarm.mseed
fdsnws_fetch -N 'Z5' -S 'G*' -C 'HH?' -s 2024-01-14T07:00 -e 2024-01-14T09:00 -a ~/.eidatoken -o data/z5_grindavik.mseed
gpg --verify ~/.eidatoken
curl -s --data-binary @$HOME/.eidatoken https://geofon.gfz.de/fdsnws/dataselect/1/auth
# -> returns user:password for queryauth, valid till the token expires
curl -s --digest -u 'bthorhallsson@greenfinch.example.is:{{alnum16:fdsn-queryauth-password}}' 'https://geofon.gfz.de/fdsnws/dataselect/1/queryauth?net=Z5&sta=GRV03&cha=HHZ&starttime=2024-01-14T07:00:00&endtime=2024-01-14T08:00:00' -o grv03.mseed
python scripts/download_restricted.py --network 1E --start 2023-10-25 --end 2023-11-30
seiscomp exec scolv --debug
seiscomp update-config
mysql -u sysop -p'{{password:seiscomp-db-password}}' seiscomp -e 'select count(*) from Event'
git rev-parse HEAD
sha256sum data/z5_grindavik.mseed
