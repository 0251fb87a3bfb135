rclone lsd whinchat-s3:
rclone copy scope-pc:D/Data/2025-03-01 /projects/lightsheet-zebrafish/raw/2025-03-01 -P --transfers 8
rclone check scope-pc:D/Data/2025-03-01 /projects/lightsheet-zebrafish/raw/2025-03-01
smbclient //leica-stellaris.lab.whinchat.example.ie/Data -U 'LAB\leicauser%{{password:leica-pc-password}}' -c 'ls'
smbclient //z7-lightsheet.lab.whinchat.example.ie/D -A ~/.smbcredentials -c 'ls Data'
sbatch scripts/stitch.sbatch raw/2025-03-01
huggingface-cli login --token {{hf}}
squeue --me
sha256sum raw/2025-03-01/*.czi > raw/2025-03-01/SHA256SUMS
napari raw/2025-03-01/fish03.czi
