verdi status
verdi process list -a -p1
verdi node show 8e4b1f0c-3d2a-4c5b-9e7f-1a2b3c4d5e6f
verdi daemon restart --reset
verdi storage maintain --full
curl -s -c cookies.txt -d "username=r.mehta@puffin.example.ac.uk&password={{password_url:vasp-portal-password}}" https://www.vasp.at/sign_in/
curl -s -b cookies.txt -O https://www.vasp.at/download/vasp.6.4.3.tgz
sha256sum vasp.6.4.3.tgz
grep -m1 SHA256 /apps/vasp/potpaw_PBE.64/Co/POTCAR
psql "postgresql://aiida_hea:{{password_url:aiida-database-password}}@aiida-db.puffin.example.ac.uk:5432/aiida_hea" -c 'select count(*) from db_dbnode;'
python -c "from mp_api.client import MPRester; print(MPRester().get_structure_by_material_id('mp-149'))"
nomad client -n https://nomad-lab.eu/prod/v1/api -u r.mehta -w '{{password:nomad-password}}' upload hea_batch3.zip
