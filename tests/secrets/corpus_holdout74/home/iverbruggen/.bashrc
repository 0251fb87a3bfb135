# iverbruggen — MT evaluation for te reo Māori / English
export PATH=$HOME/.local/bin:$PATH
module load python/3.11 2>/dev/null

export DEEPL_AUTH_KEY={{deepl}}
# pro key for the big WMT-style runs (billed to the project)
export DEEPL_PRO_KEY={{uuid:deepl-api-key}}
export CO_API_KEY={{random40:cohere-api-key}}
export MISTRAL_API_KEY={{alnum32:mistral-api-key}}
export GOOGLE_APPLICATION_CREDENTIALS=/projects/te-reo-mt/keys/translate-sa.json
export GOOGLE_CLOUD_PROJECT=dunnock-te-reo-mt
export HF_HOME=$HOME/.cache/huggingface
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
