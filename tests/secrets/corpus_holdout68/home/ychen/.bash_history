ssh forge01
sudo -u git gitea --config /etc/gitea/app.ini admin user list
sudo -u git gitea --config /etc/gitea/app.ini admin user change-password --username ci-bot --password {{password:gitea-user-password}}
sudo -u git gitea generate secret INTERNAL_TOKEN
sudo -u git gitea generate secret JWT_SECRET
openssl rand -hex 16
export DRONE_SERVER=https://drone.goldcrest.example.sg
export DRONE_TOKEN={{alnum32:drone-token}}
drone info
drone repo ls
drone secret add --repository hpc/hpc-docs --name docs_deploy_key --data @/home/ychen/.ssh/docs_deploy
java -jar jenkins-cli.jar -s https://jenkins.goldcrest.example.sg/ -auth ychen:{{jenkins}} list-jobs
java -jar jenkins-cli.jar -s https://jenkins.goldcrest.example.sg/ -auth @/home/ychen/.jenkins-cli-auth who-am-i
tea login add --name goldcrest --url https://git.goldcrest.example.sg --token {{hex40:gitea-token}}
tea repos ls --output simple
docker login git.goldcrest.example.sg -u ychen -p {{hex40:gitea-token}}
git log --oneline -1 e2647884ed2c0ae52029f76f605242bd2993e3de
