nvidia-smi
module load CUDA/12.4.1 heimdall/2024.09
docker login nvcr.io -u '$oauthtoken' -p {{nvapi:ngc-api-key}}
apptainer pull docker://nvcr.io/nvidia/cuda:12.4.1-devel-ubuntu22.04
python -c "import katdal; d = katdal.open('https://archive-gw-1.kat.ac.za/1712345678/1712345678_sdp_l0.full.rdb?token={{sarao_archive_token}}'); print(d)"
export SARAO_TOKEN=$(cat ~/.sarao_token)
python frb/read_meerkat.py 1712345678 --token-file ~/.sarao_token
heimdall -f /scratch/nranginui/fil/1712345678_beam07.fil -dm 0 2000 -boxcar_max 4096 -gpu_id 0
sha1sum cands/*.cand | tee cands.sha1
git log --oneline -3
#  b1e04c7 heimdall: skip zero-DM trial when -zap_chans given
#  8d2f9e1 cuda 12.4 build fixes
#  71c3a05 merge upstream
your_candmaker.py -c cands/2025-05-14.csv -o h5/ -g 0
predict.py --data_dir h5/ --model a
curl -X POST "https://linnet.zulipchat.com/api/v1/external/slack_incoming?api_key={{alnum32:zulip-bot-api-key}}&stream=frb-triggers" -d 'text=FETCH > 0.9 on beam07'
