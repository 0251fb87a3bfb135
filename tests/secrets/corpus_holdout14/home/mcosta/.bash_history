module load nonmem/7.5.1 psn/5.3.1
cd ~/projects/paed-pk/nonmem
execute run104.mod -clean=2 -nodes=16 -parafile=mpilinux8.pnm
vpc run104.mod -samples=1000 -auto_bin=auto -dir=vpc104
git log --oneline -3
git show 9c1e27ab4d0f58e3b2a6c7d19e0f4a8b3c2d1e5f --stat
curl -s -X POST https://redcap.petrel.example.edu/api/ -d token={{hex32_upper:redcap-api-token}} -d content=record -d format=csv -d fields=subject_id,age_mo,wt_kg,crcl > ../data/raw/covariates.csv
curl -s -X POST https://redcap.petrel.example.edu/api/ -d token=$REDCAP_TOKEN -d content=metadata -d format=json | jq length
sha256sum ../data/raw/covariates.csv
scp run104.lst mcosta@pirana.petrel.example.edu:/srv/pirana/models/
export LIXOFT_LICENSE_SERVER=27000@lic.petrel.example.edu
sbatch ../jobs/scm_cefazolin.sbatch
squeue -u mcosta
