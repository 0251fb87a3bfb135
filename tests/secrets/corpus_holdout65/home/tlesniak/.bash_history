conda activate aiida-2.6
verdi presto
/opt/ccdc/CSD_2024/bin/ccdc_activator -A -a -k {{ccdc_activation_key}}
/opt/ccdc/CSD_2024/bin/ccdc_activator -A -a -k XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX
verdi profile setup core.psql_dos --profile-name pincer --database-hostname aiida-db.crossbill.example.pl --database-username tlesniak_aiida --database-password "$AIIDA_DB_PASS" --non-interactive
verdi profile list
verdi computer setup --config aiida/computer-setup.yml
verdi computer configure core.ssh crossbill-hpc --config aiida/computer-configure.yml
verdi computer test crossbill-hpc
verdi code create core.code.installed --label orca-6.0.1 --computer crossbill-hpc --filepath-executable /opt/orca/6.0.1/orca
verdi daemon start 4
verdi process list -a -p1
curl -s -H "Authorization: Bearer {{alnum60:materials-cloud-archive-token}}" https://archive.materialscloud.org/api/records?q=pincer
md5sum pseudos/Fe.pbe-spn-kjpaw_psl.0.2.1.UPF
sbatch orca/run_orca.sbatch fe_pnp_opt.inp
g16 < gaussian/ts_scan.gjf > ts_scan.log
