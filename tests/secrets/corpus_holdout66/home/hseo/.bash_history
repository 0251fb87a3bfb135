module load casa/6.6.4
casa --nologger --nogui -c scripts/imaging.py
ls /scratch/hseo/alma/2023.1.00874.S/
pip install --user astroquery==0.4.7 keyring keyrings.alt
python -c "import keyring; print(keyring.get_keyring())"
python -c "import keyring; keyring.set_password('astroquery:asa.alma.cl', 'hseo_alma', '{{password:alma-archive-password}}')"
python scripts/fetch_alma.py --mous uid://A001/X3621/X1a2b
sha256sum data/*.tar | tee data/MANIFEST.sha256
git log --oneline -3
git checkout 9f1c2e7b4a0d83c65e1f27a9b4d0c3e8f5a6b719
squeue -u hseo
sbatch slurm/tclean_array.sbatch
tail -f logs/tclean_41877.out
curl -n -T products/HD163296_cont.fits https://webdav.hawfinch.example.kr/projects/alma-disks/
export GITLAB_TOKEN=$(pass show gitlab/hawfinch)
git push origin imaging-v3
du -sh /scratch/hseo/alma
casa-config --version
exit
