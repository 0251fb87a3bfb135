# ewieser
. /etc/bashrc
module load python/3.12 R/4.4.1
export EUROPEANA_API_KEY={{lower12:europeana-api-key}}
export ZENODO_TOKEN={{alnum60:zenodo-token}}
# sandbox token for testing deposits (sandbox.zenodo.org only)
export ZENODO_SANDBOX_TOKEN={{alnum60:zenodo-token}}
export TRANSKRIBUS_USER=e.wieser@pipit.example.at
