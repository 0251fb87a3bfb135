yt-dlp --cookies-from-browser firefox --cookies ~/cookies-youtube.txt --skip-download https://www.youtube.com/watch?v=dQw4w9WgXcQ
yt-dlp --video-password '{{password:vimeo-video-password}}' https://vimeo.com/918273645
curl -s -H "Authorization: bearer {{hex32:vimeo-access-token}}" -H "Accept: application/vnd.vimeo.*+json;version=3.4" https://api.vimeo.com/me | jq .name
huggingface-cli login --token {{hf:huggingface-token}}
huggingface-cli download MCG-NJU/videomae-base-finetuned-kinetics --revision 8d2a7b6c4e1f09a3c5b7d9e2f1a0c8b6d4e3f2a1
sbatch scripts/download_kinetics.sbatch
python scripts/fetch_metadata.py
