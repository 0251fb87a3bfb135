copr-cli whoami
copr-cli build @pochard/hpc-tools ~/rpmbuild/SRPMS/slurm-helpers-1.4-1.fc41.src.rpm
cloudsmith push rpm pochard/hpc/el/9 ~/rpmbuild/RPMS/x86_64/slurm-helpers-1.4-1.el9.x86_64.rpm -k {{hex32:cloudsmith-api-key}}
package_cloud push pochard/tools/el/9 ~/rpmbuild/RPMS/x86_64/*.rpm
conan remote add pochard https://conan.pochard.example.cz/artifactory/api/conan/conan-local
conan remote login pochard tbenes -p '{{password:conan-remote-password}}'
conan upload "kenlm/*" -r pochard -c
gpg --list-secret-keys --keyid-format long
gpg --batch --pinentry-mode loopback --passphrase '{{password:gpg-signing-passphrase}}' --detach-sign --armor dist/pochard-tools-2.3.tar.gz
pulp rpm repository list
export CLOUDSMITH_API_KEY=$(pass show build/cloudsmith)
git log -1 --format=%H
cd ~/actions-runner && ./config.sh --url https://github.com/pochard-hpc --token {{gh_runner}} --labels gpu,el9 --unattended
sudo ./svc.sh install && sudo ./svc.sh start
