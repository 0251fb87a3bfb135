module load openfoam/v2406
blockMesh && snappyHexMesh -overwrite -parallel
decomposePar -force
mpirun -np 256 pimpleFoam -parallel > log.pimpleFoam 2>&1
lmutil lmstat -a -c 1055@lic01.nuthatch.example.cz | grep acfd
lmutil lmhostid
export ANSYSLMD_LICENSE_FILE=1055@lic01.nuthatch.example.cz
fluent 3ddp -g -t128 -i run_rans.jou
starccm+ -power -licpath 1999@flex.cd-adapco.com -podkey {{starccm_podkey}} -batch mesh.java canyon_v4.sim
python scripts/onshape_export.py --did 8f1e2d3c4b5a69788f1e2d3c --wid 0a1b2c3d4e5f60718293a4b5
scp -r postProcessing psimek@viz01:/scratch/psimek/
rescale-cli --api-token {{hex40:rescale-api-token}} upload -f canyon_les_v4.sim
