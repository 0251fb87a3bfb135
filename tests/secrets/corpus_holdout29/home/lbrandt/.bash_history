cd /projects/piv-wake
matlab -batch "run('matlab/batch_pivlab.m')"
influx bucket list --org windtunnel
influx write --bucket tunnel --org windtunnel --file daq/run_0412.lp
git remote -v
git push https://lbrandt:{{gitlab}}@gitlab.godwit.example.edu.au/fluids/piv-wake.git main
b2 account authorize 005944c3f1e5a41000000000a $B2_APPLICATION_KEY
b2 sync /projects/piv-wake/raw b2://godwit-piv-raw/2025
sudo tailscale up --authkey={{tailscale}} --hostname=tunnel-daq01
nvidia-smi
sbatch slurm/openpiv_array.sbatch
