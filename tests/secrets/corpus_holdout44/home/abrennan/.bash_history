datalad clone https://gin.g-node.org/woodcock-neo/neonatal-eeg-annotations annotations
curl -H "Authorization: token {{hex40:gin-access-token}}" https://gin.g-node.org/api/v1/user/repos
gin login abrennan
openneuro upload --affirmDefaced ./bids ds004577
edfbrowser /scratch/abrennan/edf/NEO_0042.edf &
wget -r -N -c -np --user abrennan --ask-password https://physionet.org/files/eegmmidb/1.0.0/
md5sum edf/*.edf > edf.md5
git annex whereis NEO_0042.edf
