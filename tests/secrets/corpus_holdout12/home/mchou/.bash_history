cd /proj/qchem-catalysis
module load orca/6.0.1 openmpi/4.1 python/3.11
verdi profile list
verdi setup --profile catalysis --db-host pg.fulmar.example.edu --db-username aiida_mchou --db-password {{alnum24:postgres-password}} --broker-host mq.fulmar.example.edu --broker-username aiida --non-interactive
verdi daemon start 4
pmg config --add PMG_MAPI_KEY {{alnum32:materials-project-api-key}}
python -c "from mp_api.client import MPRester; print(MPRester('$MP_API_KEY').materials.summary.search(formula='Pt3Ni', fields=['material_id']))"
python -c "from qiskit_ibm_runtime import QiskitRuntimeService as S; S.save_account(channel='ibm_quantum', token='{{hex128:ibm-quantum-token}}', overwrite=True)"
orca_2mkl Pt3Ni_CO -molden
sha1sum structures/*.xyz
sbatch jobs/dlpno_ccsdt.sbatch
