ngc config set
ngc registry model download-version nvidia/clara/esm2nv650m:1.0
docker login -u '$oauthtoken' --password-stdin nvcr.io < ~/.ngc_key
apptainer pull docker://nvcr.io/nvidia/clara/bionemo-framework:2.3
export APPTAINER_DOCKER_USERNAME=gsantos
export APPTAINER_DOCKER_PASSWORD={{dockerhub:dockerhub-token}}
apptainer pull docker://gsantoslab/rfdiffusion:1.1.0
wandb login {{wandb:wandb-api-key}}
git clone https://gsantos:{{github_pat:github-token}}@github.com/ibis-protein/enzyme-design.git
colabfold_batch --msa-mode mmseqs2_uniref_env seqs/designs.fasta out/
sbatch slurm/rfdiffusion.sbatch
