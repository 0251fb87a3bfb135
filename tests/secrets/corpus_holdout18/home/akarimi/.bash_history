python -c "import sunpy; print(sunpy.__version__)"
python -m drms --email akarimi@kittiwake.example.edu hmi.sharp_cea_720s
export MLFLOW_TRACKING_URI=https://mlflow.kittiwake.example.edu
export MLFLOW_TRACKING_USERNAME=akarimi
export MLFLOW_TRACKING_PASSWORD='{{password:mlflow-password}}'
mlflow runs list --experiment-id 14
dvc remote modify --local dagshub password {{hex40:dagshub-token}}
dvc push -r dagshub
kaggle datasets version -p data/sharp-features -m "2026 cycle-25 flares"
git log -1 --format=%H
