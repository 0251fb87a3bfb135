conda activate mp2025
pip install mp-api==0.45.15 pymatgen
export MP_API_KEY={{alnum32:materials-project-api-key}}
python -c "from mp_api.client import MPRester; print(MPRester().get_structure_by_material_id('mp-5229'))"
python scripts/fetch_mp.py --chemsys Cs-Pb-I --out data/cspbi.json
curl -s -X POST "https://nomad-lab.eu/prod/v1/api/v1/auth/token" -d "username=ranaya&password={{password_url:nomad-password}}"
curl -s -H "Authorization: Bearer {{nomad_lab_token}}" "https://nomad-lab.eu/prod/v1/api/v1/uploads?page_size=10"
curl -s -H "Authorization: Bearer $NOMAD_TOKEN" -T vasp_cspbi3.zip "https://nomad-lab.eu/prod/v1/api/v1/uploads?upload_name=cspbi3-phonons"
sha256sum POTCAR
md5sum vasp_cspbi3.zip
git log --oneline -3
git show 9b2e0d41c7a85f3e6d19b04a2c8e7f51d3a60b9c --stat
sbatch slurm/relax.sbatch mp-1069538
lpad -l atomate2/my_launchpad.yaml get_wflows -d less
