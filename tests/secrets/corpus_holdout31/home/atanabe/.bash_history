cryosparcm status
cryosparcm createuser --email atanabe@turnstone.example.org --password '{{password:cryosparc-password}}' --username atanabe --firstname Aiko --lastname Tanabe
cryosparcm licensestatus
globus login --no-local-server
globus ls 5e8c1a3f-7b9d-4e2a-b6c4-0f1d3e5a7c9b:/atanabe/
globus task show 9a7b5c3d-1e2f-4a6b-8c0d-2e4f6a8b0c1d
git clone https://oauth2:{{gitlab:gitlab-token}}@gitlab.turnstone.example.org/cryoet/sta-pipeline.git
cd sta-pipeline && git rev-parse HEAD
relion_tomo_subtomo --i tomograms.star --p particles.star --o Subtomo/job012/ --b 128 --crop 96 --bin 2
WarpTools ts_ctf --settings warp_tiltseries.settings --range_high 7
md5sum ribosome_sta_8.2A.mrc
