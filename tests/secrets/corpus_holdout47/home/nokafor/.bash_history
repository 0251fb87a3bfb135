cd /projects/pulsar-survey/raw/L2034518
ls -lh *.fil | head
python -c "import stager_access as sa; print(sa.get_progress())"
wget --no-check-certificate --user=nokafor --password='{{password:lofar-lta-password}}' "https://lta-download.lofar.psnc.pl/lofigrid/SRMFifoGet.py?surl=srm://lta-head.lofar.psnc.pl:8443/lofar/ops/projects/lc20_014/2034518/L2034518_SAP000_B000_S0_P000_bf.h5"
rfifind -time 2.0 -o L2034518_B000 L2034518_SAP000_B000_S0_P000_bf.fil
prepsubband -lodm 0 -dmstep 0.05 -numdms 1000 -nsub 64 -mask L2034518_B000_rfifind.mask -o L2034518 L2034518_SAP000_B000_S0_P000_bf.fil
accelsearch -zmax 200 -numharm 16 -flo 0.5 L2034518_DM26.70.fft
git clone https://nokafor:{{github_pat}}@github.com/bittern-psr/candy.git
cd candy && git log -1 --format=%H
git checkout 8d4e1f07a2c95b3e6d1f0a9c7b24e5f813d6ac90
psredit -c name=J1903+0327 -m J1903_fold.ar
pam -Fp -e Fp J1903_fold.ar
pat -m J1903.std -f tempo2 J1903_fold.Fp > J1903.tim
tempo2 -gr plk -f J1903.par J1903.tim
ssh-keygen -lf ~/.ssh/id_ed25519.pub
sbatch slurm/accelsearch.sbatch L2034518
sacct -j 4418270 --format=JobID,Elapsed,MaxRSS,State
echo $SLACK_CANDIDATES_WEBHOOK | cut -c1-40
