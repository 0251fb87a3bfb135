pip install tidy3d==2.7.4
tidy3d configure --apikey={{random40:tidy3d-api-key}}
python -c "import tidy3d.web as web; print(web.test())"
module load lumerical/2024R2
export ANSYSLMD_LICENSE_FILE=1055@lic01.plover.example.edu
fdtd-engine-ompi-lcl -t 32 lumerical/grating_coupler.fsp
optuna-dashboard mysql+pymysql://optuna:{{password_url:mysql-password}}@db-photonics.plover.example.edu/optuna --port 8081
export MLFLOW_TRACKING_URI=https://mlflow.plover.example.edu
export MLFLOW_TRACKING_USERNAME=lvogt
export MLFLOW_TRACKING_PASSWORD={{password:mlflow-password}}
gh pr create --fill
git rev-parse HEAD
