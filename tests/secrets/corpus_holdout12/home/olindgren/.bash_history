module load gcc/13.2 cuda/12.4 openmpi/5.0
cd /proj/lattice-qcd
spack env activate grid-a100
spack install --reuse
spack mirror add --s3-access-key-id {{aws_key_id}} \
  --s3-access-key-secret {{aws_secret}} \
  fulmar-cache s3://fulmar-spack-cache
spack buildcache push --unsigned fulmar-cache grid
spack gpg trust spack/keys/fulmar-cache.pub
globus login --no-local-server
globus transfer 1c7e2b90-8a4f-4d36-b0e5-5f9a2d3c7e14:/ensembles/a094m400/ 6d2f0c8a-3b1e-4f7d-9a5c-e8b4f1c2d0a9:/lattice/a094m400/ --recursive --label "a094 cfgs"
export GLOBUS_CLI_CLIENT_ID=8b3a1f6e-2c4d-4e9a-b7f0-1d5c9e3a6b28
export GLOBUS_CLI_CLIENT_SECRET={{globus_secret}}
globus whoami
git clone https://oauth2:{{gitlab}}@gitlab.fulmar.example.edu/lqcd/hadron-spectrum.git
pip install --index-url https://__token__:{{glft_token}}@gitlab.fulmar.example.edu/api/v4/projects/412/packages/pypi/simple lqcd-analysis
md5sum ensembles/a094m400/cfg_1200.lime
sbatch jobs/hmc_a094.sbatch
