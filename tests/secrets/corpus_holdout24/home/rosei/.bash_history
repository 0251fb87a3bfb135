spack env activate /projects/sanderling-ops/software/spack/envs/2026.12
spack concretize -f
spack install -j 64 --fail-fast
spack gpg list
spack gpg export --secret /tmp/sanderling-signing.key
spack buildcache push --update-index sanderling-buildcache
cvmfs_server transaction software.sanderling.example.edu
cvmfs_server publish software.sanderling.example.edu
pulp --base-url https://pulp.sanderling.example.edu --username admin --password '{{password:pulp-admin-password}}' rpm repository list
pulp rpm repository sync --name rocky9-baseos
pixi auth login prefix.dev --token {{prefix_dev_token}}
pixi upload https://prefix.dev/api/v1/upload/sanderling build/linux-64/gromacs-2025.3-cuda12_0.conda
apptainer registry login --username sanderling-bot --password {{github_pat}} oras://ghcr.io
apptainer push lammps_2025.sif oras://ghcr.io/sanderling-rc/lammps:2025
sha256sum lammps_2025.sif
git log -1 --format=%H
