verdi profile list
verdi daemon start 8
verdi process list -a -p 1
export MP_API_KEY={{alnum32:materials-project-api-key}}
python scripts/screen_mofs.py --min-surface-area 3000
/apps/ccdc/CSD_2025/bin/ccdc_activator -a -k {{ccdc_key}}
/apps/ccdc/CSD_2025/bin/ccdc_activator --help
simulate -i raspa/h2_77K.input
git clone https://github.com/iRASPA/RASPA2.git && cd RASPA2 && git checkout 2d7b7c1f0e9a8b6c5d4e3f2a1b0c9d8e7f6a5b4c
wget --user=lea.fournier@dunlin.example.edu --password='{{password:vasp-portal-password}}' https://www.vasp.at/portal/download/vasp.6.4.3.tgz
sha1sum vasp.6.4.3.tgz
rabbitmqctl list_queues -p mofs
