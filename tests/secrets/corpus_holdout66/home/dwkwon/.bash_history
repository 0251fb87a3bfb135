ssh -f -N -L 8005:mdsr.kstar.kfe.re.kr:8005 dwkwon@gw.kstar.kfe.re.kr
python -c "import mdsthin; c = mdsthin.Connection('dwkwon@localhost:8005'); c.openTree('KSTAR', 35311); print(c.get('\\\\PCRC03').data()[:5])"
module load omfit/2025.06 imas/3.41.0-AL5.2
omfit &
kinit dwkwon@EUROFUSION.ORG
klist
sshpass -p '{{password:iter-sdcc-password}}' ssh dwkwon@sdcc-login01.iter.org 'ls /work/imas/shared/imasdb/ITER/3/'
export UDA_CLIENT_SSL_KEY=$HOME/.uda/client.key
export UDA_CLIENT_SSL_CERT=$HOME/.uda/client.crt
python imas/ids_to_db.py 35311
sbatch slurm/jorek_surrogate.sbatch
git -C ~/src/jorek log -1 --format=%H
md5sum /projects/kstar-edge/imasdb/kstar/3/35311/1/*.h5
