sudo gitlab-runner verify
sudo gitlab-runner list
gitea admin user create --username svc-mirror --email svc-mirror@wagtail.example.jp --random-password --admin=false
gitea admin user generate-access-token --username svc-mirror --token-name mirror --scopes write:repository
curl -H "Authorization: token {{hex40:gitea-access-token}}" https://git.wagtail.example.jp/api/v1/user/repos
act_runner register --instance https://git.wagtail.example.jp --token {{random40:gitea-runner-registration-token}} --no-interactive
java -jar jenkins-cli.jar -s https://jenkins.wagtail.example.jp/ -auth dmori:{{jenkins}} list-jobs
jf config add wagtail --url=https://artifactory.wagtail.example.jp --access-token={{jfrog_access_token}} --interactive=false
jf rt ping --server-id=wagtail
docker login harbor.wagtail.example.jp -u 'robot$ci+builder' --password-stdin < ~/.harbor-robot
sonar-scanner -Dsonar.projectKey=wagtail-modules -Dsonar.host.url=https://sonar.wagtail.example.jp -Dsonar.token={{sonarqube_project_token}}
gh auth status
git push origin main
git log -1 --format=%H
