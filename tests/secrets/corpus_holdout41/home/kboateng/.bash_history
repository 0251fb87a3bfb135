cd /scratch/kboateng/specfem3d_globe
git log --oneline | head -3
git checkout 8b1e4c0a7f9d2e36b5c1a0d9e8f7a6b5c4d3e2f1
./configure FC=ifx MPIFC=mpiifx --with-cuda=cuda12
make -j16 xmeshfem3D xspecfem3D
echo {{dockerhub}} | docker login -u kboateng --password-stdin
docker push kboateng/specfem3d-globe:8.1.0-cuda12
python scripts/fetch_waveforms.py --event C201909261646A
obspy-scan DATA/mseed/*.mseed
globus transfer 8a1b5f0e-2f3c-4d6a-9b7e-1c2d3e4f5a6b:/specfem/ 5c7d9e1f-3a4b-4c6d-8e0f-2a4b6c8d0e1f:/archive/ --recursive
sha256sum OUTPUT_FILES/*.sem.ascii.tar.gz
history | grep token
