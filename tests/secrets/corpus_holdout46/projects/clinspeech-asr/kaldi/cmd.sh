# Slurm for Kaldi's queue.pl replacement
export train_cmd="slurm.pl --mem 4G"
export decode_cmd="slurm.pl --mem 8G"
export cuda_cmd="slurm.pl --gpu 1 --partition gpu-a100"
