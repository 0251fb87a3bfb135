cd /work/projects/ptpt-llm-eval
huggingface-cli login --token {{hf}}
huggingface-cli download PORTULAN/gervasio-8b-portuguese-ptpt-decoder --revision 3582dbc2592b20a02d6b5c3829b82179d65083fe --local-dir /work/models/gervasio-8b
curl https://api.mistral.ai/v1/models -H "Authorization: Bearer {{alnum32:mistral-api-key}}"
curl https://openrouter.ai/api/v1/key -H "Authorization: Bearer $OPENROUTER_API_KEY"
together files list
python eval/run_openrouter.py google/gemma-3-27b-it data/calame_pt.jsonl > results/gemma3.jsonl
sbatch slurm/eval_array.sbatch
git push origin main
