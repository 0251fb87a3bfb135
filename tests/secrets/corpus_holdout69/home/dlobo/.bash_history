pip install qiskit-ionq==0.5.12 qnexus==0.43.2 pytket-quantinuum
pip download qnexus==0.43.2 --no-deps -d /tmp/wh && sha256sum /tmp/wh/qnexus-0.43.2.tar.gz
curl "https://api.ionq.co/v0.4/whoami" -H "Authorization: apiKey {{bullfinch_ionq_key}}"
curl "https://api.ionq.co/v0.4/backends" -H "Authorization: apiKey $IONQ_API_KEY"
curl -X POST "https://api.ionq.co/v0.4/jobs" -H "Authorization: apiKey $IONQ_API_KEY" -H "Content-Type: application/json" -d @ionq/ghz.json
curl "https://api.ionq.co/v0.4/jobs/4b0c022b-413e-41e1-8cca-9002345df605" -H "Authorization: apiKey $IONQ_API_KEY"
qnx login
qnx projects list
python3 quantinuum/run_h2.py --device H2-1LE --shots 200
python3 quantinuum/run_h2.py --device H2-1 --shots 200
git log --oneline -3
