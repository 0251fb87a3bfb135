cd /godwit/projects/perovskite-aging
python -c "from mp_api.client import MPRester; print(MPRester('{{alnum32:materials-project-api-key}}').get_structure_by_material_id('mp-1069538'))"
nomad-lab upload --url https://nomad-lab.eu/prod/v1/api --token {{nomad_lab_token}} data/jv_2026-11.zip
citrine-cli login --host godwit.citrine-platform.com
sbatch jobs/vasp_defects.sbatch
ssh pi@aging-rig-02.lab.godwit.example.edu
mosquitto_pub -h mqtt.lab.godwit.example.edu -u rig02 -P '{{password:password}}' -t rigs/02/cmd -m 'mpp on'
curl "https://api.thingspeak.com/update?api_key={{upper16:thingspeak-write-api-key}}&field1=21.4&field2=0.93"
curl "https://api.thingspeak.com/channels/2401877/feeds.json?api_key=XXXXXXXXXXXXXXXX&results=10"
