eb --install-github-token --github-user haalto-wry
eb --check-github --github-user haalto-wry
export GITHUB_TOKEN={{github_fine}}
eb --from-pr 22310 --upload-test-report -r --rebuild
spack mirror set --push --oci-username wryneck-hpc-bot --oci-password {{github_pat}} wryneck-oci
spack buildcache push --update-index wryneck-oci pdal gdal
cvmfs_server transaction software.wryneck.example.pt
cvmfs_server publish software.wryneck.example.pt
docker login harbor.wryneck.example.pt -u 'robot$stack+ci-push' -p {{alnum32:harbor-robot-secret}}
jf c add wryneck-art --url https://artifactory.wryneck.example.pt --access-token {{jfrog_access_token}} --interactive=false
jf rt ping --server-id wryneck-art
ansible-playbook -i inventory/prod site.yml --tags harbor --vault-password-file ~/.ansible/vault-pass.txt
