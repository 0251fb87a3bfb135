ngc config current
docker login nvcr.io --username '$oauthtoken' --password {{ngc_legacy}}
docker pull nvcr.io/nvidia/k8s/dcgm-exporter:3.3.8-3.6.0-ubuntu22.04
dcgmi discovery -l
dcgmi diag -r 3 -g 2
nvidia-smi -q -d ECC | grep -A3 "Retired"
kubectl -n gpu-operator get pods
helm upgrade --install runai-cluster runai/runai-cluster -n runai --set controlPlane.url=bittern.run.ai --set controlPlane.clientSecret={{alnum32:runai-cluster-client-secret}} --set cluster.uid=2f7a9c1e-4b6d-48e0-a3c5-7d9f1b2e4a6c --set cluster.url=https://runai.bittern.example.edu --version 2.19.27
det -m https://det.bittern.example.edu user login admin
det experiment list --all | head
kubectl -n kubeflow get profiles
