cd /scratch/abrennan/relion/tomo_run3
relion_tomo_reconstruct_tomogram --t ImportTomo/job001/tomograms.star --bin 4 --o Tomograms/job012/
sbatch ~/projects/tomo-ribosome/slurm/relion_refine.sbatch
squeue -u abrennan
ngc config set
git clone https://abrennan:{{github_fine:github-token}}@github.com/hornbill-structbio/tomo-tools.git
cd tomo-tools && git log --oneline -3
git checkout 9f2c4e1b7a83d05e6c1fa2b94e07d3c8a15b6f20
ascp -QT -l 200m -P33001 -k1 -d Tomograms/ emp_ext2@hx-fasp-1.ebi.ac.uk:/upload/f8c3a2d1e7b94a06
export ASPERA_SCP_PASS='{{password:empiar-aspera-password}}'
ascp -QT -l 300m -P33001 -d --file-manifest=text frames/ emp_ext2@hx-fasp-1.ebi.ac.uk:/upload/f8c3a2d1e7b94a06
sha256sum frames/TS_01_001.tif
md5sum Tomograms/job012/TS_01.mrc
ssh -i ~/.ssh/id_ed25519 cryosparc@gpu-h07
cryosparcm status
history | grep ascp
