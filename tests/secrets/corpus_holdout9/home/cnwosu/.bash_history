nix build .#apptainer-images.pytorch-2_4 -L
cachix authtoken {{cachix_token}}
cachix use curlew-rse
nix path-info --json .#apptainer-images.pytorch-2_4 | jq -r '.[].narHash'
coder login https://coder.curlew.example.edu
coder templates push slurm-workspace -d coder/templates/slurm-workspace --yes
export CODER_SESSION_TOKEN={{coder_token}}
coder list --all
rsconnect add --server https://connect.curlew.example.edu --name curlew --api-key {{alnum32:posit-connect-api-key}}
rsconnect deploy shiny apps/allocation-dashboard -n curlew
kubectl -n coder get secret coder-db-url -o jsonpath='{.data.url}' | base64 -d | cut -c1-20
docker compose -f open-webui/compose.yaml pull
