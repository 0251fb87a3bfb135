cd /proj/sign-video
module load cuda/12.4 python/3.11
huggingface-cli login --token {{hf}}
huggingface-cli download fulmar-sign/bsl-isolated --repo-type dataset --revision 2f4e8a1c9b3d7e0f5a6c2b1d8e4f7a9c0b3e6d1a
curl -H "Authorization: bearer {{hex32:vimeo-access-token}}" https://api.vimeo.com/me/videos?per_page=100
azcopy copy "https://fulmarsign.blob.core.windows.net/raw-clips/*?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2027-01-31T00:00:00Z&st=2026-11-01T00:00:00Z&spr=https&sig={{sas_sig:azure-sas-token}}" ./clips --recursive
azcopy copy ./clips "https://fulmarsign.blob.core.windows.net/raw-clips/?$AZ_SAS" --recursive
comet login
export COMET_API_KEY={{comet}}
jupyter lab --no-browser --port 8891
sbatch jobs/train_pose.sbatch
