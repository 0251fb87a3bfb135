pip install --user empiar-depositor globus-cli
empiar-depositor -h
export EMPIAR_TRANSFER_PASS={{password:empiar-transfer-password}}
empiar-depositor -a /opt/aspera/cli/bin/ascp -v {{hex40:empiar-api-token}} empiar/deposition.json /mnt/lustre/projects/cryoet-deposit/upload
empiar-depositor -r 12345 /mnt/lustre/projects/cryoet-deposit/upload -g globus -v "$EMPIAR_TOKEN" empiar/deposition.json /mnt/lustre/projects/cryoet-deposit/upload
globus login --no-local-server
globus endpoint search "EMPIAR"
globus transfer 4f3a2b1c-0d9e-4f8a-b7c6-d5e4f3a2b1c0:/upload/ 8e1d2c3b-4a59-4687-9e8d-7c6b5a4f3e2d:/deposition/D_1292134567/ --recursive --label empiar-upload
md5sum upload/tomograms/*.mrc > upload/MD5SUMS
ascp -QT -l 300M -L- upload/ emp_dep@hx-fasp-1.ebi.ac.uk:upload/12345
cat ~/.netrc
ssh-keygen -lf ~/.ssh/id_ed25519.pub
