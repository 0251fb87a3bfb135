module load casa/6.6.4
casa --nologger --nogui -c scripts/flag_and_split.py
ls /scratch/amensah/frb/20261128/*.fil | wc -l
sha256sum /scratch/amensah/frb/20261128/beam042.fil
git log --oneline -3
git checkout 3f9c2d1b7a0e54c86d1f0e2b9a7c3d5e8f1a2b4c
export ADS_API_TOKEN={{random40:ads-api-token}}
python - <<<'import ads; print(list(ads.SearchQuery(q="fast radio burst periodicity", rows=5)))'
curl -s -H "Authorization: Bearer $ADS_API_TOKEN" "https://api.adsabs.harvard.edu/v1/search/query?q=author:mensah&fl=bibcode"
python -c "from astroquery.mast import Observations; Observations.login(token='{{hex32:mast-api-token}}'); print(Observations.session_info())"
wget --user=amensah --password={{password:lofar-lta-password}} "https://lta-download.lofar.psnc.pl/lofigrid/SRMFifoGet.py?surl=srm://lofar-srm.fz-juelich.de:8443/pnfs/fz-juelich.de/data/lofar/ops/projects/lt16_004/L2009112_SAP000_B042.tar"
wget --user=amensah --ask-password "https://lta-download.lofar.psnc.pl/lofigrid/SRMFifoGet.py?surl=srm://lofar-srm.fz-juelich.de:8443/pnfs/fz-juelich.de/data/lofar/ops/projects/lt16_004/L2009112_SAP000_B043.tar"
rucio whoami
rucio list-dids skuarad:frb_candidates_2026*
rucio download skuarad:L2009112_B042_cand.h5
ssh-keygen -lf ~/.ssh/id_ed25519.pub
squeue -u amensah
