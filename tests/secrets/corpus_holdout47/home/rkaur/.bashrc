# ~/.bashrc — Ravneet Kaur (rare driving scenarios)
module load CUDA/12.4 cuDNN/9.1 Python/3.11
export NUSCENES=/projects/driving-corners/data/nuscenes
export WOD=/projects/driving-corners/data/waymo_v2
export CARLA_ROOT=/sw/carla/0.9.15
export GOOGLE_APPLICATION_CREDENTIALS=/projects/driving-corners/keys/waymo-downloader.json
export FOXGLOVE_API_KEY={{foxglove}}
export SCALE_API_KEY={{scale_live}}
# scale test key for the sandbox project: test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
export HF_HOME=/projects/driving-corners/hf
