glab auth login --hostname gitlab.skua.example.edu --token {{gitlab:gitlab-personal-access-token}}
glab ci status
sudo gitlab-runner register --url https://gitlab.skua.example.edu --token {{glrt}}
sudo gitlab-runner verify
buildkite-agent start --token "$(cat /etc/buildkite-agent/token)"
terraform -chdir=terraform plan -var-file=terraform.tfvars
terraform login
drone info
ansible-vault view group_vars/all/vault.yml
git log --format='%H %s' -2
git show 9758f69d4e5e72d1ee56a4a2bf1d55bae0446608 --stat
