cd ~/projects/plasma-proteome/skyline
wine ~/.wine/drive_c/Skyline/SkylineCmd.exe --in=plasma_mrm_v3.sky --import-all=/scratch/zndlovu/mrm/batch7 --save
wine ~/.wine/drive_c/Skyline/SkylineCmd.exe --in=plasma_mrm_v3.sky --panorama-server=https://panorama.redpoll.example.za --panorama-username=zanele.ndlovu@redpoll.example.za --panorama-password={{password:panorama-password}} --panorama-folder=/Redpoll/PlasmaMRM/
python upload_panorama.py --folder /Redpoll/PlasmaMRM
sha256sum plasma_mrm_v3.sky.zip
Rscript -e 'library(Rlabkey); labkey.whoAmI(baseUrl="https://panorama.redpoll.example.za/")'
git pull --rebase
