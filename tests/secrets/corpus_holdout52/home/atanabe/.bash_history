module load RELION/5.0.0-foss-2023a-CUDA-12.1.1
relion_import --do_movies --i "Movies/*.tiff" --odir Import/job001/ --ofile movies.star --angpix 0.83 --kV 300
cd /projects/ribosome-cryoem/cryosparc
./cryosparc_master/bin/cryosparcm status
cryosparcm createuser --email a.tanabe@kingfisher.example.nl --password '{{password:cryosparc-password}}' --username atanabe --firstname Aiko --lastname Tanabe
cryosparcm changepassword --email guest@kingfisher.example.nl --password ********
curl -L https://get.cryosparc.com/download/worker-latest/{{cryosparc_license}} -o cryosparc_worker.tar.gz
export ASPERA_SCP_PASS='{{password:aspera-password}}'
ascp -QT -l 200M -L- -P 33001 -k 3 Movies/ emp_ext3@hx-fasp-1.ebi.ac.uk:/upload/f3a9c1d2e4b5
md5sum Movies/*.tiff > movies.md5
globus transfer 9d6d994a-6d04-11e5-ba46-22000b92c6ec:/~/K3/ 5a0b8e2c-1f7d-4c3a-9e6b-2d4f8a1c7e90:/ribosome/ --recursive
nvidia-smi
