pip install --user sentinelhub==3.11.1
sentinelhub.config --show
sentinelhub.config --profile cdse --sh_client_id sh-4e7a1c92-3b5d-48f0-a9e6-d21c8f07b354 --sh_client_secret {{alnum32:cdse-oauth-client-secret}}
bash scripts/token_test.sh
python -m snowline.run --glacier Brúarjökull --year 2024
earthengine authenticate --quiet
cat ~/.config/earthengine/credentials
kubectl -n snowline apply -f k8s/sh-secret.yaml
kubectl -n snowline get secret sh-client -o jsonpath='{.data.client_secret}' | base64 -d; echo
git stash list
git log --oneline -n 5
