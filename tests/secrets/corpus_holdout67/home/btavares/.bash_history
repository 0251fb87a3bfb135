pip install -U dandi pylsl mne-bids brainflow
dandi download DANDI:001071/draft
dandi validate ./001071
dandi upload -i dandi
curl -s -H "Authorization: token {{hex40:dandi-api-key}}" https://api.dandiarchive.org/api/auth/token/
curl -s -H "Authorization: token $DANDI_API_KEY" https://api.dandiarchive.org/api/dandisets/001071/versions/draft/
python -m pylsl.examples.ReceiveData
LabRecorderCLI out.xdf 'type="EEG"' 'type="Markers"'
sha1sum sub-07_ses-02_task-mi_eeg.xdf
# 3f7a1c9e0b2d48f65a1e7c3d9b0f24e86a5c1d73  sub-07_ses-02_task-mi_eeg.xdf
curl -s -H "Authorization: Bearer {{chaffinch_ebrains_token}}" "https://core.kg.ebrains.eu/v3/instances?stage=RELEASED&type=https://openminds.ebrains.eu/core/Dataset" | jq '.data[0]["@id"]'
git -C ~/src/bci-motor log -1 --format=%H
# 8c2e4f7a1b3d5e9c0f6a2b4d8e1c3f5a7b9d0e2c
matlab -batch "run('matlab/bst_pipeline.m')"
