cd ~/projects/viral-phylo
nextstrain login --username cokafor
nextstrain remote ls groups/stint-phylo
nextstrain build . --configfile workflow/config/config.yaml
java -jar ~/bin/webin-cli-8.1.0.jar -context reads -manifest ena/manifest_H5N1_2026_04.txt -userName Webin-61234 -password '{{password:ena-webin-password}}' -submit
aws --profile nextstrain s3 ls s3://stint-nextstrain/
sha256sum results/tree.nwk
curl -s -X POST https://authentication.pathoplexus.org/realms/loculus/protocol/openid-connect/token -d grant_type=password -d client_id=backend-client -d username=cokafor -d password={{password:pathoplexus-password}} | jq -r .access_token > ~/.ppx_token
git log --oneline -3
python scripts/fetch_ncbi.py
