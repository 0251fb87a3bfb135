cd ~/src/glider-erddap
docker compose logs -f erddap | grep -i error
curl -s "https://erddap.greenfinch.example.is/erddap/tabledap/sg620_surfacings.insert?dive=212&time=2025-05-20T11:02:00Z&latitude=61.90211&longitude=-20.44102&author=sg620_{{alnum20:erddap-httpget-author-key}}"
curl -s "https://erddap.greenfinch.example.is/erddap/tabledap/sg620_surfacings.csv?dive,time&orderByMax(%22dive%22)"
ssh sg620@basestation.greenfinch.example.is tail -n 50 comm.log
psql "postgresql://glider:{{password:postgres-password}}@localhost:5432/gliders" -c 'select max(dive) from dives'
rclone lsd rgw:glider-raw
rclone copy /srv/glider/sg620 rgw:glider-raw/sg620 --progress
sha1sum p6200212.nc
# 3c8ef5d1a72b04e69f1d0c3a8b57e2f4d6190ac8  p6200212.nc
git commit -am "sg620: add dive 212 QC flags"
git push origin main
git remote set-url origin https://oauth2:{{gitlab:gitlab-token}}@gitlab.greenfinch.example.is/marine/glider-erddap.git
git push origin main
