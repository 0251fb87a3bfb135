cd /lustre/projects/ilofar-pulsars
python -c "from awlofar.database.Context import context; print(context)"
python stager_access.py --stage surls_L2031874.txt
python -c "import stager_access as sa; print(sa.get_progress())"
curl -s -H "Authorization: bearer {{macaroon:dcache-macaroon}}" -o L2031874_SAP000_B000.tar https://webdav.grid.surfsara.nl:2880/pnfs/grid.sara.nl/data/lofar/ops/projects/lc19_021/2031874/L2031874_SAP000_B000_P000_bf.tar
rclone --config rclone/lta-macaroon.conf ls lta-sara:/
sbatch pipeline/cdmt.sbatch /lustre/scratch/ofahy/udp/2025-02-20T19:30
prepfold -psr B0329+54 -nosearch -n 128 -o B0329 cdmt_out/B0329_2025-02-20.fil
psrstat -c snr B0329_PSR_0332+5434.pfd.ar
git log --oneline -2
# 2b9e1f4 dedisperse at 26.7641 pc/cc
ssh lcu.ie613.example.ie
