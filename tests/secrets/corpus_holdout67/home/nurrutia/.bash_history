pip install "pybamm==24.11.2" "mp-api==0.45.5" aiida-core aiida-quantumespresso
verdi profile setup core.psql_dos --profile-name sulfides --database-hostname aiida-db.chaffinch.example.es --database-username aiida_nurrutia --database-password {{password:aiida-postgres-password}} --email nurrutia@chaffinch.example.es
verdi status
verdi archive import "https://archive.materialscloud.org/record/file?record_id=2417&filename=Li6PS5Cl_phonons.aiida"
verdi process list -a -p 1
python -c "from mp_api.client import MPRester; print(MPRester().get_structure_by_material_id('mp-985592'))"
export MLFLOW_TRACKING_USERNAME=nurrutia
export MLFLOW_TRACKING_PASSWORD={{password:mlflow-password}}
mlflow runs list --experiment-id 14
sha256sum BA_CALCE_CS2_35.zip
# 1a9f3c7e5b0d2468ace13579bdf02468a1c3e5f7092b4d6f8a0c2e4f6b8d0a1c  BA_CALCE_CS2_35.zip
sbatch slurm/pybamm_array.sbatch
git rev-parse HEAD
# e0c4a8f2b6d1937f5a2c8e0b4d6f1a3c5e7b9d02
