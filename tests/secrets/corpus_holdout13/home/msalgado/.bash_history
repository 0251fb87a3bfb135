jf c add shearwater --url https://artifactory.shearwater.example.edu --user msalgado --access-token {{jfrog_reference}} --interactive=false
jf rt ping --server-id shearwater
jf rt search "pypi-remote-cache/torch/*" --count
rspm license activate {{licence_key25:posit-package-manager-license}}
rspm list repos
docker login artifactory.shearwater.example.edu -u msalgado --password-stdin < ~/.secrets/af-token
conan remote login shearwater msalgado -p
eb --from-pr 21345 --robot --dry-run
sha256sum /srv/mirrors/cran/src/contrib/PACKAGES.gz
