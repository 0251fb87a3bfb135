cd /projects/norm-diffusion
git log --oneline | head
git show 3f9c1e07b2d4a8e5c6f1a2b3d4e5f60718293a4b --stat
nlh --model models/norm_diffusion.nlogo --setup-file models/experiments.xml --experiment conformity-sweep --table - --threads 16
sbatch slurm/behaviorspace.sbatch
squeue -u kmensah
pip install --user osfclient
osf init
osf -p 7xk2m ls
export OSF_PASSWORD='{{password:osf-password}}'
osf -p 7xk2m upload -r results/conformity-sweep osfstorage/results/conformity-sweep
unset OSF_PASSWORD
sha256sum results/conformity-sweep/table.csv
Rscript R/run_nlrx.R
gh auth status
gh repo clone pratincole-cultevo/norm-diffusion-model
git remote -v
git push origin main
history | grep osf
