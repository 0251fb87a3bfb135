module load python-data/3.11
pip install --user obspy earthscope-cli fdsnwsscripts
es login
es user get-access-token | head -c 20
curl -s --digest --user 'aino.lehtimaki@helsinki.example.fi:{{password:fdsn-password}}' "https://service.iris.edu/fdsnws/dataselect/1/queryauth?net=ZH&sta=*&cha=HHZ&starttime=2023-11-02&endtime=2023-11-03" -o zh.mseed
git log --oneline -3
git show 3f9c2ab71e04d58c6a9b1f20e7d43c8a5b6f9012 --stat
sha256sum data/2023-11.mseed
sbatch slurm/fetch_2023.sbatch
curl -H "Authorization: Bearer $(es user get-access-token)" https://api.earthscope.org/beta/user/profile
