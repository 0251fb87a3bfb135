module avail orca
ccdc_activator -a -k {{ccdc_key}}
ccdc_activator -v
pip config set global.index-url https://okravets:{{password_url:pypi-index-password}}@pypi.turnstone.example.org/simple
pip install qcportal==0.56 --hash=sha256:7a1c3e5f9b2d4a6c8e0f1b3d5a7c9e1f3b5d7a9c1e3f5b7d9a1c3e5f7b9d1a3c
qcfractal-server --config=qcfractal/qcfractal_config.yaml user add okravets --role admin
sbatch orca/benzene_dlpno.sbatch
grep "FINAL SINGLE POINT ENERGY" orca/*.out
orca_2mkl benzene_dlpno -molden
