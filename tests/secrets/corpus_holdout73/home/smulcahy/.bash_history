conda activate histo
python scripts/upload_slides.py --project 8812 --dir /projects/histo-atlas/slides/batch07
python scripts/upload_slides.py --host https://cytomine.whinchat.example.ie --public-key 3e7b9d1f-5a2c-4e8f-b0d6-9c1e3a5f7b2d --private-key {{uuid_key:cytomine-private-key}} --project 8812 --dir slides/batch08
python scripts/bisque_fetch.py --dataset 00-8nWq3vKxT4bLr6Ym2Pz9Hc
bq-path --user smulcahy --password {{password:bisque-password}} --host https://bisque.whinchat.example.ie ls /datasets
sbatch slurm/stardist.sbatch
md5sum slides/batch07/*.svs | tee slides/batch07/MD5SUMS
git -C ~/src/stardist checkout 7a5c1e9f3b2d4e6f8a0c1b3d5e7f9a1c3e5b7d9f
