pip install mp-api pymatgen aiida-core==2.6.2 aiida-raspa
pmg config --add PMG_MAPI_KEY {{alnum32:materials-project-api-key}}
verdi presto --use-postgres
verdi profile list
verdi status
ccdc_activator -a -k {{ccdc_activation_key}}
ccdc_activator -l
wget --user=dvolkov --password='{{password:vasp-portal-password}}' https://www.vasp.at/portal/download/vasp.6.4.3.tgz
sha256sum vasp.6.4.3.tgz
sbatch slurm/gcmc_batch.sbatch core2019_ids.txt
rabbitmqctl list_users
git log -1 --format=%H
