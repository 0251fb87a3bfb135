huggingface-cli whoami
huggingface-cli upload redstart-nlp/nordic-lm-7b ckpt/hf/ --revision run3 --token {{hf}}
wandb login --relogin {{wandb}}
sbatch slurm/pretrain_7b.sbatch
tail -f logs/nlm7b_9120334.out
kubectl --kubeconfig coreweave/kubeconfig get pods -n tenant-redstart-nlp
s3cmd -c coreweave/s3cfg ls s3://nordic-lm-ckpt/
git rev-parse HEAD
