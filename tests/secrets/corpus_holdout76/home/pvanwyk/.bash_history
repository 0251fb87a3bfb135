spack env activate hepsoft-2026b
spack mirror list
spack mirror add --s3-endpoint-url https://s3.chiffchaff.example.za \
    --s3-access-key-id {{s3_access_key:ceph-s3-access-key}} \
    --s3-access-key-secret {{aws_secret:ceph-s3-secret-key}} \
    chiffchaff-sources-push s3://spack-sources
spack mirror set --push --s3-access-key-id-variable SPACK_S3_ID --s3-access-key-secret-variable SPACK_S3_SECRET chiffchaff-buildcache
spack gpg list
spack gpg create "Chiffchaff HPC build cache" hpc-packages@chiffchaff.example.za
spack gpg export --secret ~/projects/za-hepsoft/keys/spack-signing-key.asc
spack gpg export ~/projects/za-hepsoft/keys/spack-signing-key.pub.asc
spack buildcache push --key 7A3C9E0B51D24F86 --update-index chiffchaff-buildcache root geant4
eb --install-github-token --github-user pvanwyk
eb --check-github --github-user pvanwyk
export GITHUB_TOKEN={{github_pat:github-token}}
eb --new-pr ROOT-6.32.08-foss-2024a.eb --pr-title "ROOT 6.32.08 for foss/2024a"
unset GITHUB_TOKEN
sudo cvmfs_server transaction sw.chiffchaff.example.za
rsync -a /srv/stage/geant4-11.3.0/ /cvmfs/sw.chiffchaff.example.za/geant4/11.3.0/
sudo cvmfs_server publish -m "geant4 11.3.0" sw.chiffchaff.example.za
sudo cvmfs_server resign sw.chiffchaff.example.za
anaconda -t {{conda_token:anaconda-org-token}} upload --user chiffchaff-hep dist/conda/noarch/za-dqtools-0.4.1-py_0.conda
docker login harbor.chiffchaff.example.za -u 'robot$hepsoft+ci' --password-stdin < ~/.harbor-robot
sha256sum dist/conda/noarch/za-dqtools-0.4.1-py_0.conda
