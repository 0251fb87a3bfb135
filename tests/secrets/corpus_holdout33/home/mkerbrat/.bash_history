cd /projects/signpose
git log --oneline | head
git checkout 3f9c2a7e5b1d4c8a90e6f7b2d1c3a4e5f6078912
conda activate signpose
python scripts/fetch_youtube.py --channel UCl2mFZoRqjw_ELax4Yisf6w --max 500
curl -s "https://www.googleapis.com/youtube/v3/playlistItems?part=snippet&playlistId=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&maxResults=50&key={{google_api_key:youtube-data-api-key}}" | jq '.items | length'
yt-dlp -f 'bv*[height<=720]' -o '/scratch/mkerbrat/raw/%(id)s.%(ext)s' --download-archive archive.txt -a ids.txt
sha256sum /scratch/mkerbrat/raw/dQw4w9WgXcQ.mp4
huggingface-cli whoami
huggingface-cli upload greenshank/dgs-pose-v2 ./export --repo-type dataset
sbatch train_pose.sbatch
squeue -u mkerbrat
tail -f logs/train-481234.out
label-studio user --username mkerbrat@greenshank.example.org
curl -H "Authorization: Token {{label_studio}}" $LS_URL/api/projects/7/export?exportType=JSON -o ann_p7.json
kaggle datasets download -d risangbaskoro/wlasl-processed
wandb sync --sync-all
ssh-keygen -lf ~/.ssh/id_ed25519.pub
history | grep vimeo
