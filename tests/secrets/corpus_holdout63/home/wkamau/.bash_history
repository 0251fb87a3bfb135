micromamba activate nextstrain
nextstrain setup conda
nextstrain login --username wkamau
nextstrain whoami
nextstrain remote upload nextstrain.org/groups/twite-rsv/rsv-a/genome auspice/rsv_a_genome.json
cd ~/gisaid_cli3 && ./cli3 authenticate --client_id cid-4b7e2f1a9c0d3e --username wkamau --password '{{password:gisaid-password}}' --database EpiRSV
./cli3 upload --metadata ../batch_2025_14.csv --fasta ../batch_2025_14.fasta --frameshift catch_novel --log upload_2025_14.log
nextclade dataset get --name nextstrain/rsv/a/EPI_ISL_412866 --output-dir data/nextclade_rsv_a
curl -s -X POST https://authentication.pathoplexus.org/realms/loculus/protocol/openid-connect/token -d client_id=backend-client -d grant_type=password -d username=wkamau -d 'password={{password:pathoplexus-password}}' | jq -r .access_token > /tmp/pp.tok
curl -s -H "Authorization: Bearer $(cat /tmp/pp.tok)" "https://backend.pathoplexus.org/rsv-a/get-sequences?groupId=117" | head
aws --profile nextstrain-twite s3 ls s3://twite-rsv-builds/
snakemake --cores 16 --configfile config/config.yaml
export NCBI_API_KEY={{ncbi:ncbi-api-key}}
datasets download virus genome taxon "Respiratory syncytial virus" --host human --geo-location Kenya
