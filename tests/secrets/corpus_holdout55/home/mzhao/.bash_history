verdi status
verdi profile list
verdi daemon start 4
verdi process list -a -p 1
verdi computer setup -L wryneck-slurm -H login01.wryneck.example.pt -T core.ssh -S core.slurm -w /scratch/mzhao/aiida
verdi computer configure core.ssh wryneck-slurm --username mzhao --key-filename ~/.ssh/id_ed25519 --non-interactive
rabbitmqctl add_user aiida {{password:rabbitmq-password}}
rabbitmqctl set_permissions -p cathode aiida ".*" ".*" ".*"
python scripts/mp_query.py --chemsys Li-Ni-Mn-Co-O
wandb login
export NOMAD_TOKEN={{nomad_lab_token}}
python scripts/citrine_upload.py --dataset nmc-voltage-v3
sbatch slurm/train_megnet.sbatch
