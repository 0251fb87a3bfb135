module load root/6.32.02 rucio-clients/35.4.0
export RUCIO_ACCOUNT=hsolberg
rucio whoami
rucio list-dids lsnu:calib.laser.run0042*
rucio download lsnu:calib.laser.run004217.root --dir /scratch/hsolberg/laser
sha256sum /scratch/hsolberg/laser/calib.laser.run004217.root
git log --oneline -3
git show 3f9c2a1e8b7d60c5a4f2e91d0b38c7a6e5f41d29 --stat
psql -h conddb.knot.example.edu -U calib_rw -d conditions -c "select max(iov_start) from pmt_gain"
export PGPASSWORD='{{password:postgres-password}}'
psql -h conddb.knot.example.edu -U calib_rw -d conditions -f sql/insert_gain_v7.sql
unset PGPASSWORD
influx auth list --host https://influx.knot.example.edu --org lsnu
influx write --host https://influx.knot.example.edu --org lsnu --bucket slowctrl --token {{influxdb:influxdb-token}} --file hv_dump.lp
elog -h elog.knot.example.edu -p 8080 -l Calibration -u hsolberg "$ELOG_PW" -a Author="H. Solberg" -a Subject="Co-60 source at z=0" -m note.txt
sbatch slurm/pmt_gain_fit.sbatch 4217
squeue -u hsolberg
xrdcp root://eos.knot.example.edu//eos/lsnu/calib/run004217/ ./ --recursive
ssh-keygen -lf ~/.ssh/id_ed25519.pub
