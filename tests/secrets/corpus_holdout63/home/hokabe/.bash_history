conda activate bioimageio
pip install "bioimageio.core>=0.7" bioimageio.spec
huggingface-cli login --token {{hf:huggingface-token}} --add-to-git-credential
huggingface-cli download facebook/sam-vit-huge --revision 3f9a8b2c1d0e7f6a5b4c3d2e1f0a9b8c7d6e5f4a
bioimageio validate modelzoo/rdf.yaml
bioimageio test modelzoo/rdf.yaml --weight-format pytorch_state_dict
curl -s "https://zenodo.org/api/deposit/depositions?access_token={{alnum60:zenodo-token}}" | jq '.[0].id'
curl -s -H "Authorization: Bearer $ZENODO_TOKEN" https://zenodo.org/api/deposit/depositions/14123987 | jq .links.bucket
curl --upload-file modelzoo/weights.pt "https://zenodo.org/api/files/6c1b2a3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d/weights.pt?access_token=$ZENODO_TOKEN"
sha256sum modelzoo/weights.pt modelzoo/weights_torchscript.pt
wandb login --relogin
sbatch training/train_unet.slurm
git push https://hokabe:{{github_fine:github-token}}@github.com/twite-bioimage/organoid-unet.git main
