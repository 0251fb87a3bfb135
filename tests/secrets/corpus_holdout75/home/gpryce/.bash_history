cd /projects/yellowhammer-ops/ci
buildbot-worker create-worker /srv/buildbot-worker/cpu-build02 ci.yellowhammer.example.ca:9989 cpu-build02 '{{password:buildbot-worker-password}}'
buildbot checkconfig buildbot/master.cfg
openssl rand -hex 32
docker compose -f woodpecker/compose.yml up -d
woodpecker-cli --server https://woodpecker.yellowhammer.example.ca --token {{jwt:woodpecker-personal-token}} repo ls
npm login --registry https://npm.yellowhammer.example.ca
npm publish --registry https://npm.yellowhammer.example.ca
aptly publish list
osc -A yhobs ls home:gpryce
devpi login gpryce --password {{password:devpi-password}}
sha256sum /srv/incoming/slurm-spank-x11_0.2.5-1_amd64.deb
git log -1 --format=%H
