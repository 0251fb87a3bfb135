cd /lustre/projects/binder-design
git clone https://github.com/RosettaCommons/RFdiffusion.git
cd RFdiffusion && git checkout 820bfdfaded8c260b962dc40a3171eae316b6ce0 && cd ..
mkdir -p models && cd models
wget http://files.ipd.uw.edu/pub/RFdiffusion/6f5902ac237024bdd0c176cb93063dc4/Base_ckpt.pt
wget http://files.ipd.uw.edu/pub/RFdiffusion/e29311f6f1bf1af907f9ef9f44b8328b/Complex_base_ckpt.pt
md5sum *.pt
cd ..
apptainer build rfdiffusion.sif docker://rosettacommons/rfdiffusion@sha256:7d9f0b3c2e1a4f5b6c8d9e0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c
conda config --add channels https://toriain:{{password_url:pyrosetta-licence-password}}@conda.graylab.jhu.edu
conda install pyrosetta
huggingface-cli login --token {{hf:huggingface-token}}
huggingface-cli whoami
export ESM_API_KEY={{alnum32:esm-forge-token}}
python config/esm_forge.py --target PD-L1 --n 64
wandb login
wandb login --relogin {{wandb:wandb-api-key}}
sbatch rfdiffusion/run_binders.sbatch pdl1
colabfold_batch --num-recycle 3 --host-url https://msa.stonechat.example.ie designs/pdl1_mpnn.fasta af2_out/
docker login nvcr.io -u '$oauthtoken'
echo $NGC_API_KEY | docker login nvcr.io -u '$oauthtoken' --password-stdin
git remote -v
git push https://toriain:{{github_fine:github-token}}@github.com/stonechat-design/binder-design.git main
history | grep login
