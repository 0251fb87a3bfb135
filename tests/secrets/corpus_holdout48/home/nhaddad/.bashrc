# nhaddad — suite2p / DANDI
module load cuda/12.4 miniforge
conda activate suite2p
export DANDI_API_KEY={{hex40:dandi-api-key}}
# staging server key (gui-staging.dandiarchive.org), separate account
export DANDI_STAGING_API_KEY={{hex40:dandi-api-key}}
export DJ_HOST=datajoint.shrike.example.ac.uk
export DJ_USER=nhaddad
export DJ_PASS='{{password:datajoint-password}}'
