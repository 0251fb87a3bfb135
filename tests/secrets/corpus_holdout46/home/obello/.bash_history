module load opensees/3.7.0
OpenSees ida_run.tcl
git remote set-url origin https://oauth2:{{gitlab:gitlab-token}}@gitlab.hornbill.example.net/obello/seismic-retrofit.git
git push -u origin main
git log -1 --format=%H
export SPECKLE_TOKEN={{hex40:speckle-token}}
python speckle_push.py --stream 3f8a1c2e9b
abaqus fetch job=frame_pushover
