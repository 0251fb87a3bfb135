cd $WHALE
huggingface-cli login --token {{hf}}
huggingface-cli download curlew-bioacoustics/humpback-unit-detector --revision 6670a0b9328003cdecfd93cefbd522fee9aa057c
python scripts/ooi_request.py --refdes RS01SBPS-PC01A-08-HYDBBA103 --start 2026-02-01 --end 2026-02-08
julia --project=julia julia/onc_fetch.jl BACAX 2026-03-01
dvc pull -r dagshub data/clips.dvc
dvc push -r dagshub
edge-impulse-uploader --api-key {{edge_impulse}} --category training clips/humpback/*.wav
sbatch jobs/detect_calls.sbatch
sox clips/raw/BACAX_20260301T000000.000Z-hydrophone.wav -r 16000 clips/16k/a.wav
ssh buoy-gw.curlew.example.edu 'tail -n 50 /var/log/rockblock.log'
