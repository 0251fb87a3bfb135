cd /project/meltpool-am
mc alias set amvideo https://minio.am-lab.gannet.example.edu:9000 \
  meltpool-writer \
  {{random40:minio-secret-key}}
mc ls amvideo/highspeed/build-0412/
mc alias set play https://play.min.io Q3AM3UQ867SPQQA43P2F zuf+tfteSlswRu7BJ86wekitnifILbZam1KYY3TG
curl -s -H "X-Api-Key: {{hex32_upper:octoprint-api-key}}" http://prusa-mk4-02.am-lab.gannet.example.edu/api/job | jq .progress
python edge/send_telemetry.py --dry-run
matlab -batch "load_builds(412)"
julia --project=julia julia/fit_rosenthal.jl 412
sbatch jobs/train_unet.sbatch
