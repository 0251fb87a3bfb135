module load molpro/2024.3 orca/6.0.1
molpro -n 32 --ga-impl disk molpro/uo2_casscf.inp
cat ~/.molpro/token
export MOLPRO_KEY='{{molpro_token}}'
python -c "from qiskit_ibm_runtime import QiskitRuntimeService; QiskitRuntimeService.save_account(channel='ibm_quantum_platform', token='{{b64url44:ibm-cloud-api-key}}', overwrite=True)"
qnexus auth login
qnexus auth login --help
orca orca/npo2_nevpt2.inp > orca/npo2_nevpt2.out
sbatch slurm/molpro_mrci.sbatch
git commit -am "UO2 2+ CASSCF(12,16) active space, see e4c2a9f"
