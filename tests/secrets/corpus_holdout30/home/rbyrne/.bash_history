sudo systemctl restart gitlab-runner
gitlab-runner verify
bk configure --org sanderling --token {{buildkite_api}}
bk build list --pipeline spack-stack --state failed
spack mirror add --s3-access-key-id "$AWS_ACCESS_KEY_ID" --s3-access-key-secret {{aws_secret:aws-secret-access-key}} --s3-endpoint-url https://s3.eu-west-1.amazonaws.com s3-cache s3://sanderling-spack-cache
spack gpg list
spack buildcache list --allarch | wc -l
curl -s -u admin:'{{password:harbor-admin-password}}' https://harbor.sanderling.example.org/api/v2.0/projects?page_size=50 | jq '.[].name'
java -jar jenkins-cli.jar -s https://jenkins.sanderling.example.org/ -auth rbyrne:{{jenkins:jenkins-api-token}} list-jobs
vault token lookup
docker logout harbor.sanderling.example.org
