cd /projects/cassava-gs
docker login -u kasante -p {{dockerhub}}
docker build -t kasante/cassava-gs:0.4 .
docker push kasante/cassava-gs:0.4
docker image inspect kasante/cassava-gs:0.4 --format '{{ .Id }}'
bs list projects
bs download run -i 412238995 -o fastq/
iinit
cyverse-auth
export CYVERSE_TOKEN={{cyverse_token}}
curl -H "Authorization: Bearer $CYVERSE_TOKEN" https://de.cyverse.org/terrain/secured/filesystem/paged-directory?path=/iplant/home/kasante
globus transfer 6c54cade-bde5-45c1-bdea-f4bd71dba2cc:/~/gbs/ e56c36e4-1063-11e6-a747-22000bf2d559:/projects/cassava-gs/gbs/ -r
git log --oneline | head -3
