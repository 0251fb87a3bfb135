cd ~/solps-iter
git fetch origin
git checkout 41fdeddde6edb0cb64f8eeba30e305b92ed55321
git log --oneline -3
git remote set-url origin https://oauth2:{{gitlab:gitlab-token}}@git.iter.org/scm/solps/solps-iter.git
git pull
source setup.csh
make -j 16 DEVICE=AUG
sha256sum baserun/b2fgmtry
cd runs/aug-36190
b2run b2mn.exe >& run.log &
tail -f run.log
sshpass -p '{{password:eurofusion-gateway-password}}' ssh mfournier@gateway.eufus.eu
scp -r output/ mfournier@gateway.eufus.eu:/pfs/work/mfournier/aug-36190/
python -c "import imas; print(imas.__version__)"
globus login --no-local-server
globus transfer e94988ac-02e8-4930-b2ec-926b27a9f314:/solps/aug-36190 99a33ebd-eb1c-4e01-887f-2053d6cbd00c:/~/aug-36190 --recursive
sbatch ~/projects/solps-edge/run_b2.slurm
squeue -u mfournier
