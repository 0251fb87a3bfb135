kaggle competitions download -c galaxy-zoo-the-galaxy-challenge
huggingface-cli download mwalmsley/gz_evo --repo-type dataset --revision 9b3e1f0c7d5a2e4b6c8d0f1a3b5c7d9e1f2a4b6c
java -jar casjobs.jar run -t DR18 -n "gz_sample" "select top 10 objid, ra, dec from PhotoObj"
java -jar casjobs.jar extract -b gz_sample -F -type csv
python zooniverse/export_classifications.py --project 27291 --workflow 24817
sbatch slurm/zoobot_finetune.sbatch
wandb login {{wandb}}
nvidia-smi
