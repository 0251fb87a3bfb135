module load colabfold/1.5.5 cuda/12.4
colabfold_batch --help | less
colabfold_batch --host-url https://colabfold:{{password_url:msa-server-password}}@msa.serin.example.mx/api --num-models 5 --amber fasta/khe_variants.fasta out/khe_v3
colabfold_batch --host-url "$MSA_URL" --msa-only fasta/lipasa.fasta out/lipasa_msa
sha256sum params/params_model_1_multimer_v3.npz
md5sum out/khe_v3/*.a3m | head
git clone https://icarrasco:{{github_fine:github-token}}@github.com/RosettaCommons/rosetta.git
cd rosetta && git checkout 3c1e0a9b7f24d58e6a1b09c7d3e2f48a5b6c7d90
wandb login {{wandb}}
python rfdiffusion/scripts/run_inference.py inference.output_prefix=out/binder 'contigmap.contigs=[A1-150/0 70-100]'
squeue -u icarrasco
sacct -j 4418213 --format=JobID,State,Elapsed,MaxRSS
curl -s "https://search.rcsb.org/rcsbsearch/v2/query?json=%7B%22query%22%3A%7B%22type%22%3A%22terminal%22%7D%7D"
curl -s https://data.rcsb.org/rest/v1/core/entry/1CA2 | jq .struct.title
