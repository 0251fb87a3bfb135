spack mirror add --s3-access-key-id "$RGW_ACCESS_KEY_ID" --s3-access-key-secret '{{random40:ceph-rgw-secret-key}}' --s3-endpoint-url https://s3.dotterel.example.org dotterel-buildcache s3://spack-buildcache/v0.22
spack buildcache push --update-index dotterel-buildcache openfoam@2406
spack gpg list
export GITHUB_TOKEN={{github_pat}}
eb --new-pr --pr-target-account=dotterel-rc easyconfigs/o/OpenFOAM/OpenFOAM-v2406-foss-2024a.eb
eb --install-github-token --github-user=nhaddad
anaconda -t {{conda_token:anaconda-org-token}} upload --user dotterel-forge dist/noarch/dotterel-modules-1.4.0-pyh4616a5c_0.conda
devpi use https://devpi.dotterel.example.org
devpi login root --password '{{password:devpi-root-password}}'
devpi index -c dotterel/prod bases=root/pypi volatile=False
jf c add dotterel --url https://artifactory.dotterel.example.org --access-token {{jfrog_access_token}} --interactive=false
act_runner register --no-interactive --instance https://git.dotterel.example.org --token {{random40:gitea-runner-registration-token}} --name runner-b01 --labels ubuntu-22.04:docker://node:20-bookworm
tea login list
sha256sum dist/noarch/dotterel-modules-1.4.0-pyh4616a5c_0.conda
