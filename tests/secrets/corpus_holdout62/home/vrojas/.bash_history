cd /scratch/vrojas/maule
module load obspy/1.4.1 seiscomp/6.6
es login
es user get-access-token | cut -c1-20
fdsnws_fetch -N C1 -S 'CO*' -C 'HH?' -s 2024-03-01 -e 2024-03-02 -a ~/.eida/token.asc -c ~/.eida/credentials.csv -o c1_0301.mseed -v
curl -s "https://service.iris.edu/fdsnws/dataselect/1/queryauth?net=ZX&sta=M0*&cha=HHZ&starttime=2024-03-01&endtime=2024-03-01T06:00" --digest -u vrojas@brambling.example.cl:{{password_url:iris-restricted-password}} -o zx_m0.mseed
curl -s "https://service.iris.edu/fdsnws/dataselect/1/queryauth?net=ZX&sta=M1*&cha=HHZ&starttime=2024-03-01&endtime=2024-03-01T06:00" --digest -u vrojas@brambling.example.cl:"$IRIS_PW" -o zx_m1.mseed
sha256sum zx_m0.mseed
# 3f0b8a9c2d1e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c  zx_m0.mseed
seiscomp exec scdb -i events_2024.xml -d mysql://sysop:{{password:seiscomp-db-password}}@seisdb.brambling.example.cl/seiscomp
seiscomp exec scolv -d mysql://sysop:sysop@localhost/seiscomp --offline
git -C ~/src/maule-picker log --oneline -3
# 9c1d2e7 tune STA/LTA for nodal array
git -C ~/src/maule-picker push origin main
sbatch ../slurm/xcorr_array.sbatch
squeue -u vrojas
export EARTHSCOPE_SDK_ACCESS_TOKEN=$(es user get-access-token)
python scripts/pull_restricted.py --net ZX --days 14
history | grep queryauth
