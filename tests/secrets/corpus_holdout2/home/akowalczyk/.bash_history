#1717400211
module load cryosparc/4.5.3
#1717400230
cryosparcm status | head -40
#1717400291
cryosparcm createuser --email akowalczyk@bio.example.edu --password '{{password:cryosparc-password}}' --username akowalczyk --firstname Agnieszka --lastname Kowalczyk
cryosparcm changepassword --email jlee@bio.example.edu
export CRYOSPARC_LICENSE_ID=$(cat ~/.cs-license)
git -C ~/src/cryosparc-scripts checkout df3775a490ef19653751d48698f3949fe3ee6aae
squeue -u akowalczyk -o "%.18i %.9P %.30j %.2t %.10M"
scontrol show job 8812345
sudo mount -t cifs //krios-k3.bio.example.edu/OffloadData /mnt/krios -o username=krios-svc,password={{password_url:smb-password}},vers=3.0,uid=akowalczyk
ls /mnt/krios/2024-06-03_ribo70S/
rsync -av --progress /mnt/krios/2024-06-03_ribo70S/ /project/cryoem-ribosome/raw/2024-06-03/
md5sum -c /project/cryoem-ribosome/raw/2024-06-03/MD5SUMS
sha256sum /project/cryoem-ribosome/maps/ribo70S_J412_sharp.mrc
ssh-keygen -lf ~/.ssh/id_ed25519.pub
omero login -s omero.bio.example.edu -u akowalczyk -w {{password_url:omero-password}}
omero import -d 1187 /project/cryoem-ribosome/screening/atlas_grid3.mrc
omero logout
export EMPIAR_TRANSFER_PASS='{{password14:empiar-transfer-password}}'
empiar-depositor -a /opt/aspera/cli/bin/ascp {{hex40:empiar-api-token}} deposition/deposition.json /project/cryoem-ribosome/empiar/12345
empiar-depositor -a /opt/aspera/cli/bin/ascp -r EMPIAR-12345 /project/cryoem-ribosome/empiar/12345 $EMPIAR_TOKEN deposition/deposition.json /project/cryoem-ribosome/empiar/12345
history | grep empiar
sbatch --dependency=afterok:8812377 scripts/relion_refine.slurm
