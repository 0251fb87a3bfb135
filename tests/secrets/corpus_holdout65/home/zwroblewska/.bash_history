cd /mnt/lustre/projects/nanodisc-cryoem
ls -lh raw/2025-03-11_krios/Images-Disc1 | head
module load cryosparc/4.6 relion/5.0-cuda12
squeue -u zwroblewska
export CRYOSPARC_LICENSE_ID={{cryosparc_license}}
./install.sh --license $CRYOSPARC_LICENSE_ID --hostname gpu-n14 --dbpath /mnt/lustre/projects/nanodisc-cryoem/cryosparc/db --port 61200
cryosparcm start
cryosparcm createuser --email zofia.wroblewska@crossbill.example.pl --password '{{password:cryosparc-user-password}}' --username zwroblewska --firstname Zofia --lastname Wroblewska
cryosparcm status | grep -i license
cryosparcm cli "get_scheduler_targets()"
smbclient //krios-store.crossbill.example.pl/epu -U zwroblewska%{{password:smb-password}} -c 'ls'
smbclient //krios-store.crossbill.example.pl/epu -U zwroblewska -c 'ls'
md5sum raw/2025-03-11_krios/gain_ref.mrc
git clone https://zwroblewska:{{gitlab}}@gitlab.crossbill.example.pl/cryo/nanodisc-tools.git
git -C nanodisc-tools log --oneline | head -3
git -C nanodisc-tools checkout 4f1d2c9e8a7b6f5e4d3c2b1a0f9e8d7c6b5a4f3e
sbatch relion/run_refine3d.sbatch
tail -f relion/Refine3D/job042/run.out
sha256sum modelangelo/weights/nucleotides_no_seq.tar.gz
history | grep createuser
