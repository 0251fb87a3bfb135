wget --user=Academic_User --password='{{password:rosetta-download-password}}' https://downloads.rosettacommons.org/downloads/academic/3.14/rosetta_bin_linux_3.14_bundle.tar.bz2
md5sum rosetta_bin_linux_3.14_bundle.tar.bz2
tar xjf rosetta_bin_linux_3.14_bundle.tar.bz2
colabfold_search --mmseqs mmseqs inputs/il7ra_binders.fasta $COLABFOLD_DB msas/
colabfold_batch --num-recycle 3 --model-type alphafold2_multimer_v3 msas/ preds/
huggingface-cli login --token {{hf}}
modal token set --token-id ak-b3AGxpwu5lg16H4vcWRwr2 --token-secret $MODAL_TOKEN_SECRET
docker login nvcr.io -u '$oauthtoken' -p {{nvapi}}
curl -s https://files.rcsb.org/download/8ABC.cif -o targets/8ABC.cif
curl -s "https://search.rcsb.org/rcsbsearch/v2/query?json=%7B%22query%22%3A%7B%22type%22%3A%22terminal%22%7D%7D" | jq .total_count
sbatch slurm/rfdiffusion.sbatch
git clone git@github.com:nuthatch-protein/binder-pipeline.git
