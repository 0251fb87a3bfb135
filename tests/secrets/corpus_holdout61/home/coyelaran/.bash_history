module load vasp/6.4.3 python/3.11
pip install --user mp-api pymatgen mpcontribs-client nomad-lab citrine
pmg config --add PMG_VASP_PSP_DIR /appl/soft/chem/vasp/potpaw_PBE.64
export MP_API_KEY={{alnum32:materials-project-api-key}}
python scripts/mp_query.py --chemsys Li-La-Zr-O --e-above-hull 0.05
# NOMAD: username/password -> access token
curl -s "https://nomad-lab.eu/prod/v1/api/v1/auth/token?username=coyelaran&password={{password_url:nomad-password}}" | jq -r .access_token
curl -s -X POST "https://nomad-lab.eu/prod/v1/api/v1/uploads?upload_name=llzo-ga-doping&file_name=llzo.zip" -H "Authorization: Bearer {{nomad_lab_token}}" -T llzo.zip
curl -s "https://nomad-lab.eu/prod/v1/api/v1/uploads/x8Kq2vT3RwOe5Lm9zB1cHg" -H "Authorization: Bearer $NOMAD_TOKEN" | jq .data.process_status
grep -H SHA256 /appl/soft/chem/vasp/potpaw_PBE.64/Li_sv/POTCAR
sbatch slurm/vasp_relax.sbatch vasp/Li7La3Zr2O12
