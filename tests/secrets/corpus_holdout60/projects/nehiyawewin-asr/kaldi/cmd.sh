# Kaldi queue commands for the Bunting Slurm cluster
export train_cmd="slurm.pl --mem 4G"
export decode_cmd="slurm.pl --mem 8G"
export mkgraph_cmd="slurm.pl --mem 16G"
export cuda_cmd="slurm.pl --gpu 1 --mem 16G"
