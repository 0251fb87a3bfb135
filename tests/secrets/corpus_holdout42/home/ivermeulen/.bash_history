cd /projects/ribosome-cryoem/cryosparc
tar -xf cryosparc_master.tar.gz
cd cryosparc_master
./install.sh --license $LICENSE_ID --hostname gpu-a07.pratincole.example.org --dbpath /projects/ribosome-cryoem/cryosparc/cryosparc_database --port 39000
cryosparcm start
cryosparcm createuser --email i.vermeulen@pratincole.example.org --password '{{password:cryosparc-user-password}}' --username ivermeulen --firstname Ilse --lastname Vermeulen
cryosparcm createuser --email student1@pratincole.example.org --password 'changeme' --username hdebruyn --firstname Hanne --lastname "De Bruyn"
cryosparcm resetpassword --email student1@pratincole.example.org --password "$(pwgen -s 16 1)"
cryosparcm cluster connect
cryosparcm status | grep -i license
relion_refine_mpi --version
sbatch relion/class3d.sbatch
rclone lsd krios-minio:
rclone copy krios-minio:epu-2025-03-14/ /scratch/ivermeulen/movies/ -P --transfers 16
md5sum /scratch/ivermeulen/movies/FoilHole_30912847_Data_30905522_30905524_20250314_101522_fractions.tiff
