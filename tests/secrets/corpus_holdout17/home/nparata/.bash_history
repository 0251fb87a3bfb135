module load cdo/2.4.0 nco/5.2.1 python/3.11
cd /projects/permafrost-carbon
earthengine authenticate --auth_mode=notebook
earthengine set_project ee-permafrost-guillemot
curl -s -c ~/.icos/cookies.txt --data 'mail=ngaio.parata@guillemot.example.edu&password={{password:icos-password}}' https://cpauth.icos-cp.eu/password/login
curl -s -b ~/.icos/cookies.txt 'https://data.icos-cp.eu/objects/KqJ9n0vRm1pYhE2aQ4sWbXzU'
git log --oneline -3
sbatch slurm/clm_spinup.sbatch
squeue -u nparata
export AWS_ACCESS_KEY_ID={{aws_key_id:aws-access-key-id}}
export AWS_SECRET_ACCESS_KEY={{aws_secret:aws-secret-access-key}}
aws s3 sync s3://guillemot-permafrost/eddy/2026/ /scratch/nparata/eddy/ --endpoint-url https://s3.guillemot.example.edu
aws s3 ls s3://guillemot-permafrost/ --profile default
sha256sum eddy/2026/TOOLIK_EC_202607.csv.gz
ssh-keygen -lf ~/.ssh/id_ed25519.pub
lftp -u ameriflux,{{password14:ameriflux-ftp-password}} ftp://ftp.fluxdata.org/incoming/US-Tlk
history | grep lftp
