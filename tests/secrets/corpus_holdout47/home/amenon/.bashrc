# ~/.bashrc — Arjun Menon (GPU fleet)
export NGC_CLI_API_KEY={{ngc_key}}
export NGC_CLI_ORG=bittern-hpc
export DET_MASTER=https://det.bittern.example.edu
export KUBECONFIG=$HOME/.kube/config
alias gpus='sinfo -N -o "%N %G %t" -p gpu-a100,gpu-h100,gpu-l40s'
