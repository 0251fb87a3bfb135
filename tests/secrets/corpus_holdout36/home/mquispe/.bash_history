curl -s -u {{sonarqube_user_token}}: https://sonar.stint.example.org/api/system/health
curl -s -u "${SONAR_TOKEN}:" https://sonar.stint.example.org/api/projects/search | jq '.components[].key'
glab auth login --hostname gitlab.stint.example.org --token {{gitlab}}
sudo gitlab-rake gitlab:check SANITIZE=true
sudo gitlab-ctl reconfigure
ssh -p 29418 admin@gerrit.stint.example.org gerrit set-account --http-password '{{password:gerrit-http-password}}' ci-verifier
ssh -p 29418 admin@gerrit.stint.example.org gerrit show-caches
gh auth status --hostname github.stint.example.org
ghe-config app.github.rate-limiting-exempt-users
kubectl -n renovate logs job/renovate-28512640 | grep -i token
git log -1 --format=%H
