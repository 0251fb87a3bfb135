nvflare provision -p project.yml
cd workspace/fl-prostate/prod_00
ls site-willet/startup
echo "{{nvapi}}" | docker login nvcr.io -u '$oauthtoken' --password-stdin
docker pull nvcr.io/nvidia/clara/monai-toolkit:2.0
nvflare job submit -j jobs/prostate_seg
nvflare job list
sha256sum site-willet/startup/*.crt
python -m monai.bundle run --config_file configs/inference.json
