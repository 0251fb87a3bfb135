sudo -iu quay
podman ps --format '{{.Names}} {{.Status}}'
podman logs --tail 50 quay
apptainer registry login --username 'siskin+apptainer_ci' --password '{{quay_robot:quay-robot-token}}' docker://quay.siskin.example.fi
apptainer registry list
apptainer pull docker://quay.siskin.example.fi/siskin/rocky9-base:2026.02
apptainer remote login --tokenfile ~/sylabs-token SylabsCloud
apptainer key list --secret
apptainer sign -k 1 rocky9-base_2026.02.sif
apptainer verify rocky9-base_2026.02.sif
sudo cat /srv/nexus/sonatype-work/nexus3/admin.password
curl -s -u admin:'{{password:nexus-admin-password}}' https://nexus.siskin.example.fi/service/rest/v1/repositories | jq '.[].name'
curl -s -u admin https://nexus.siskin.example.fi/service/rest/v1/status/check
podman login nexus.siskin.example.fi:8443 --username ci-deploy --password '{{password:nexus-password}}'
podman login nexus.siskin.example.fi:8443 --username ci-deploy --password-stdin < ~/.ci-deploy-pw
mvn --encrypt-master-password
mvn --encrypt-password
npm login --registry=https://nexus.siskin.example.fi/repository/npm-hosted/ --auth-type=legacy
git -C /srv/ops log -1 --format='%H %s'
