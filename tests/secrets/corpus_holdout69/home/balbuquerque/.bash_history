module load casa/6.6.5
cd /work/projects/alma-protostars
python scripts/fetch_alma.py --project 2023.1.00412.S
wget -c --auth-no-challenge --user=balbuquerque --password={{password_url:alma-archive-password}} https://almascience.eso.org/dataPortal/requests/balbuquerque/2819472049/ALMA/2023.1.00412.S_uid___A001_X3571_X1d3_001_of_001.tar/2023.1.00412.S_uid___A001_X3571_X1d3_001_of_001.tar
md5sum 2023.1.00412.S_uid___A001_X3571_X1d3_001_of_001.tar
bash downloads/downloadRequest2819472049script.sh
casa --nologger --nogui -c scripts/imaging_tclean.py
ls -lh /scratch/balbuquerque/images/
