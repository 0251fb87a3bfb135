# Kaldi job dispatch on Turnstone: slurm.pl with the site's slurm.conf
export train_cmd="slurm.pl --config conf/slurm.conf --mem 8G"
export decode_cmd="slurm.pl --config conf/slurm.conf --mem 16G"
export cuda_cmd="slurm.pl --config conf/slurm.conf --gpu 1"
