cd /lustre/projects/hurling-biomech
module load openpose/1.7.0 cuda/11.8
./build/examples/openpose/openpose.bin --video clips/puckout_017.mp4 --write_json out/puckout_017 --display 0 --render_pose 0 --number_people_max 1 --model_pose BODY_25
ffmpeg -i raw/GX010233.MP4 -vf scale=1920:-2 -r 60 clips/strike_233.mp4
python opencap/batch_download.py --session 7c2b0e14-9a3f-4d61-8b25-e0f4a1c7d9b3
curl -s -H "Authorization: Token {{hex40:opencap-api-token}}" https://api.opencap.ai/sessions/valid/ | jq length
curl -s -X POST -H "Authorization: bearer {{hex32:vimeo-access-token}}" -H "Content-Type: application/json" -H "Accept: application/vnd.vimeo.*+json;version=3.4" https://api.vimeo.com/me/videos -d '{"upload":{"approach":"tus","size":"734003200"},"privacy":{"view":"nobody"}}'
python polar/pull_hr.py --since 2025-02-01
rclone lsd dropbox-lab:/Vicon
rclone copy dropbox-lab:/Vicon/2025-02-18 vicon/raw/2025-02-18 -P
matlab -batch "process_c3d('vicon/raw/2025-02-18')"
