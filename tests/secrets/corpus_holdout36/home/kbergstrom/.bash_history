cd ~/projects/lbm-exa
git pull --rebase
spack env activate -p spack/
spack mirror add --s3-access-key-id AKIAIOSFODNN7EXAMPLE --s3-access-key-secret-variable AWS_SECRET lbm-cache s3://stint-spack-cache
export AWS_SECRET={{aws_secret}}
spack mirror add --s3-access-key-id-variable AWS_KEY_ID --s3-access-key-secret-variable AWS_SECRET lbm-cache s3://stint-spack-cache
export AWS_KEY_ID={{aws_key_id}}
spack buildcache push --unsigned lbm-cache waLBerla
spack buildcache list --allarch
git remote set-url origin https://kbergstrom:{{gitlab}}@gitlab.stint.example.org/lbm/lbm-exa.git
git push origin feature/d3q27-cumulant
sbatch jobs/frontier_weak_scaling.sbatch
squeue --me
sacct -j 4417022 --format=JobID,Elapsed,MaxRSS,State
apptainer remote login --tokenfile ~/.apptainer/sylabs-token SylabsCloud
apptainer push lbm-exa_0.9.3.sif library://kbergstrom/lbm/lbm-exa:0.9.3
sha256sum lbm-exa_0.9.3.sif
curl -s -H "Authorization: Bearer $(cat ~/.sfapi/access_token)" https://api.nersc.gov/api/v1.2/status/perlmutter
history | grep codecov
codecovcli upload-process -t ${CODECOV_TOKEN} --git-service gitlab
