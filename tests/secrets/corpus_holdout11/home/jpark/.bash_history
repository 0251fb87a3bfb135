module load cuda/12.4 py4dstem/0.14
cd /proj/4dstem-atlas
omero login -s omero.eider.example.edu -u jpark -w {{password:omero-password}}
omero import -d 5521 /data/titan/2026-11-27/scan_041.dm4
omero login -s omero.eider.example.edu -u jpark
omero logout
export OMERO_USER=jpark
export OMERO_PASS='{{password:omero-password}}'
clearml-init
cvat-cli --server-host https://cvat.eider.example.edu --auth jpark:{{password14:cvat-password}} ls
cvat-cli --server-host https://cvat.eider.example.edu --auth jpark ls
docker login -u jpark -p {{password_url:harbor-password}} harbor.eider.example.edu
docker login harbor.eider.example.edu -u jpark --password-stdin < ~/.harbor_pw
label-studio start --port 8093
curl -H "Authorization: Token {{hex40:label-studio-token}}" https://labelstudio.eider.example.edu/api/projects/
aws s3 sync /data/titan/2026-11-27 s3://stem-archive/raw/2026-11-27 --storage-class DEEP_ARCHIVE
sha256sum /data/titan/2026-11-27/scan_041.dm4
rsync -av titan-acq:/D/Data/jpark/ /data/titan/
