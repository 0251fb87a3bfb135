conda activate aiida
verdi status
verdi profile list
verdi presto --profile-name sandbox
verdi profile setup core.psql_dos --profile-name cathodes --database-hostname aiida-db.whinchat.example.ie --database-name aiida_cathodes --database-username aiida_pv --database-password {{password:aiida-postgres-password}} --non-interactive
verdi profile configure-rabbitmq --broker-host mq.whinchat.example.ie --broker-username aiida_pv --broker-password "{{password14:rabbitmq-password}}" --broker-virtual-host pv
verdi daemon start 4
verdi computer setup -L whinchat-hpc -H login.whinchat.example.ie -T core.ssh -S core.slurm -w /scratch/pvenkatesan/aiida
verdi computer configure core.ssh whinchat-hpc --username pvenkatesan --key-filename ~/.ssh/id_aiida --non-interactive
verdi process list -a -p 1
verdi node show 5a3f2c1e-7b9d-4e08-a6c4-1d2e3f405a6b
export MP_API_KEY={{whinchat_mp_api_key}}
python workflows/fetch_mp.py --chemsys Li-Ni-Mn-Co-O
mp-api --version
git log -1 --format=%H
curl -u pvenkatesan:{{password:vasp-portal-password}} -O https://www.vasp.at/portal/download/vasp.6.4.3.tgz
sha256sum vasp.6.4.3.tgz
