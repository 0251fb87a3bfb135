arc install-certificate https://phab.whitethroat.example.cl/
arc list
echo '{"constraints": {"statuses": ["open"]}}' | arc call-conduit --conduit-uri https://phab.whitethroat.example.cl/ --conduit-token {{whitethroat_conduit_token}} maniphest.search
ssh -p 29418 -i ~/.ssh/gerrit_admin respinoza@gerrit.whitethroat.example.cl gerrit set-account --http-password {{whitethroat_gerrit_http_password}} ci-bot
ssh -p 29418 respinoza@gerrit.whitethroat.example.cl gerrit ls-projects
htpasswd -B -C 10 /srv/verdaccio/htpasswd ci-publisher
htpasswd -m /srv/pypiserver/.htpasswd rse-upload
npm login --registry https://npm.whitethroat.example.cl/
twine upload -r whitethroat dist/*
curl -X POST https://dtrack.whitethroat.example.cl/api/v1/bom -H "X-Api-Key: {{whitethroat_dtrack_api_key}}" -F "autoCreate=true" -F "projectName=wt-slurm-tools" -F "projectVersion=2.3.0" -F "bom=@bom.json"
openssl rand -hex 32
git log -1 --format=%H   # 61c0e8a4f2b6d9c3e5a7f1b0d8c2e4a6f9b3d5c7
devpi use https://devpi.whitethroat.example.cl
devpi login rse --password={{password:devpi-password}}
devpi upload --formats sdist,bdist_wheel
