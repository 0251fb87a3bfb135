cd /projects/aia-flares
python scripts/fetch_aia.py --start 2024-05-08T00:00 --end 2024-05-15T00:00 --wave 94 131 171 193
aws configure set aws_secret_access_key {{aws_secret}} --profile sdoml
aws s3 ls s3://jacana-sdoml/aia/2024/ --profile sdoml
aws s3 sync s3://gov-nasa-hdrl-data1/contrib/fdl-sdoml/fdl-sdoml-v2/sdomlv2_small.zarr/ /scratch/tmorimoto/sdoml --no-sign-request
ngc config set
ngc registry image pull nvcr.io/nvidia/pytorch:24.10-py3
kaggle datasets download -d jacana/aia-flare-cutouts
curl "https://api.nasa.gov/DONKI/FLR?startDate=2024-05-01&endDate=2024-05-31&api_key=DEMO_KEY"
git rev-parse HEAD
sbatch train/flare_cnn.sbatch
