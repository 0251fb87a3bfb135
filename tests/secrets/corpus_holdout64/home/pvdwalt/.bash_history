cd /scratch/pvdwalt/plasma
ls raw/*.raw | wc -l
md5sum raw/PL_2025_03_14_DIA_S017.raw
module load maxquant/2.6.3.0 dotnet/8.0
sbatch ~/projects/plasma-proteome/slurm/maxquant.sbatch
sudo mount -t cifs //msfs01.redpoll.example.za/raw /mnt/qe-raw -o credentials=/home/pvdwalt/.smbcredentials,vers=3.0,uid=pvdwalt
sudo mount -t cifs //msfs01.redpoll.example.za/exploris /mnt/exploris -o username=msuser,password={{password:instrument-share-password}},vers=3.0
ls /mnt/qe-raw/2025/03
java -jar px-submission-tool-2.8.1.jar -c pride/submission.px -u pieter.vanderwalt@redpoll.example.za -p '{{password:pride-password}}'
export ASPERA_SCP_PASS='{{password:aspera-password}}'
ascp -QT -l 300m -P 33001 -d raw/ pride-drop-004@hx-fasp-1.ebi.ac.uk:.
docker login registry.redpoll.example.za
docker pull registry.redpoll.example.za/proteomics/diann:1.9.2
lftp -u MSV000095511,'{{password:massive-password}}' massive-ftp.ucsd.edu
psql -h lims-db -U lims_ro proteome_lims
git -C ~/projects/plasma-proteome log --oneline -5
history | tail -20
