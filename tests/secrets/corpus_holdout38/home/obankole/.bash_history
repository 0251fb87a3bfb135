sudo systemctl restart mlflow-server
journalctl -u mlflow-server -n 50
export MLFLOW_TRACKING_URI=https://mlflow.phalarope.example.org
MLFLOW_TRACKING_USERNAME=obankole MLFLOW_TRACKING_PASSWORD='{{password:mlflow-tracking-password}}' mlflow experiments search
curl -u admin:"$MLFLOW_ADMIN_PW" -X POST https://mlflow.phalarope.example.org/api/2.0/mlflow/users/create -d '{"username":"kwatanabe","password":"changeme"}'
wandb login --host https://wandb.phalarope.example.org {{wandb_local_key}}
kubectl -n wandb get pods
kubectl -n kubeflow get profiles
kubectl -n kubeflow create token pipeline-runner --duration=24h
helm -n label-studio upgrade --install label-studio heartex/label-studio -f values.yaml
clearml-agent daemon --queue gpu-a100 --docker nvcr.io/nvidia/pytorch:24.04-py3 --detached
dvc remote modify --local webdav password "$(pass show dvc/webdav)"
git log -1 --format=%H
