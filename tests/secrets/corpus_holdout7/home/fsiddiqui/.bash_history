module load ansys/2025R2
echo $ANSYSLMD_LICENSE_FILE
lmutil lmstat -a -c 1055@lic01.avocet.example.edu | grep -i cfd_solve
module load starccm+/2506
starccm+ -batch run.java -power -podkey {{alnum22:starccm-pod-key}} -licpath 1999@flex.cd-adapco.com -np 128 wake_rotor3.sim
starccm+ -batch mesh.java -power -podkey $STARCCM_PODKEY -licpath 1999@flex.cd-adapco.com -np 64 wake_rotor3.sim
rescale-cli submit -p rescale_job.json -E {{hex40:rescale-api-key}}
blockMesh -case cases/rotor3 && decomposePar -case cases/rotor3
sbatch slurm/simpleFoam.sbatch
python runner/case_runner.py --case cases/rotor3 --upload
mc alias set avocet https://s3.avocet.example.edu {{s3_access_key:minio-access-key}} \
  {{random40:minio-secret-key}}
mc cp -r postProcessing/ avocet/wind-farm-cfd/rotor3/
git log --oneline | head -3
