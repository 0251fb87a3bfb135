curl -s http://10.60.12.41:31950/health -H "opentrons-version: 3"
curl -s -X POST http://10.60.12.41:31950/protocols -H "opentrons-version: 3" -F "files=@protocols/pcr_setup_96.py"
curl -s http://10.60.12.41:31950/runs -H "opentrons-version: 3" | jq '.data[0].id'
scp -i ~/.ssh/ot2_ssh_key protocols/serial_dilution.py root@10.60.12.33:/data/user_storage/
opentrons_simulate protocols/pcr_setup_96.py
export BENCHLING_API_KEY={{benchling_key}}
python bench/register_plates.py --run 7f3a9c1e-2b4d-4e6f-8a0c-1d3e5f7a9b2c
http://10.60.12.33:48888/lab?token={{jupyter_token}}
git push origin main
