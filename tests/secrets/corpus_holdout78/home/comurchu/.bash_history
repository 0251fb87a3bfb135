module load apptainer/1.3.4
cd /projects/connectome-ie
ls -lh bids/sub-0*/ses-01/anat
pennsieve version
pennsieve config wizard
pennsieve whoami
pennsieve dataset use N:dataset:4a1b7e2c-9d3f-4c5e-8f61-2b7d0a9c3e54
pennsieve manifest create bids/sub-014
bl login --ttl 30
bl project query --search connectome
bl data query --project 5f2c8a41d7e9b3006a4c1e27 --datatype neuro/anat/t1w | head
export NEUROVAULT_TOKEN={{random40:neurovault-token}}
curl -s -H "Authorization: Bearer $NEUROVAULT_TOKEN" https://neurovault.org/api/my_collections/ | jq '.results[].id'
curl -s -H "Authorization: Bearer {{random40:neurovault-token}}" -X POST https://neurovault.org/api/collections/ -d name="Wheatear resting-state ICA"
sha256sum derivatives/fmriprep/sub-014/func/*.nii.gz > SHA256SUMS
git clone https://oauth2:{{gitlab:gitlab-token}}@gitlab.wheatear.example.ie/neuro/connectome-pipelines.git
cd connectome-pipelines && git log --oneline -3
git checkout 3b9d2f1e7c04a6b58d21e9f3c7a0b4d6e8f21c53
export HF_TOKEN={{hf}}
huggingface-cli download wheatear-neuro/brainseg-unet --revision 9c41d7e2a0b35f68c1e4d92a7b0f3e65d18c2a47
sbatch jobs/fmriprep.sbatch sub-014
squeue -u comurchu
tail -f logs/fmriprep_551230.out
