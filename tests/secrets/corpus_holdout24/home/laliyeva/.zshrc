export PATH=$HOME/.local/bin:$PATH
export MP_API_KEY={{alnum32:materials-project-api-key}}
export MLFLOW_TRACKING_URI=https://mlflow.perovskite-ht.sanderling.example.edu
export ELSEVIER_API_KEY={{hex32:elsevier-api-key}}
export SPRINGER_API_KEY={{hex32:springer-nature-api-key}}
export ANTHROPIC_API_KEY="$(pass show anthropic/perovskite)"
export VASP_PP_PATH=/apps/vasp
