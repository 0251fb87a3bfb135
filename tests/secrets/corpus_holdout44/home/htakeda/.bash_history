iinit
iput -K -f cfgs/ckpoint_lat.1420 /woodcockZone/home/htakeda/b372/
ils -L /woodcockZone/home/htakeda/b372 | tail
python ildg/globus_transfer.py
curl -s -H "X-SLURM-USER-NAME: htakeda" -H "X-SLURM-USER-TOKEN: {{slurm_jwt}}" http://slurmrestd.woodcock.example.org:6820/slurm/v0.0.40/jobs
git push https://oauth2:{{gitlab:gitlab-token}}@gitlab.woodcock.example.org/lqcd/Grid.git feature/a100-dslash
sha256sum cfgs/ckpoint_lat.1420
