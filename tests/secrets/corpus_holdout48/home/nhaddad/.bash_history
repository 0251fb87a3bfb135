suite2p --ops ops_v1.npy --db db_mouse17.npy
dandi download DANDI:000037/0.240125.1843
dandi organize -f dry /scratch/nhaddad/nwb
cd 001234 && DANDI_API_KEY={{hex40:dandi-api-key}} dandi upload -i dandi
nwbinspector /scratch/nhaddad/nwb --config dandi
rclone copy gdrive:twophoton/2025-03 /scratch/nhaddad/raw --progress
curl -H "Authorization: token {{hex128:figshare-token}}" https://api.figshare.com/v2/account/articles
sha256sum sub-M17_ses-20250311_ophys.nwb
