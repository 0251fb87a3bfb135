verdi profile setup core.psql_dos --config aiida_profile.yaml
verdi status
rabbitmqadmin -N default list queues
rabbitmqadmin -H mq.whinchat.example.ie -u aiida_lb -p {{password:rabbitmq-password}} -V lb list exchanges
python citrine_upload.py --dataset hea-2025
git rev-parse HEAD
matlab -batch "load_alloys"
pip download citrine==3.14.0 --no-deps
pip install citrine==3.14.0 --hash=sha256:0b5f1a3e9d7c2468e1f0a9b3c5d7e2f4a6b8c0d1e3f5a7b9c2d4e6f8a0b1c3d5
