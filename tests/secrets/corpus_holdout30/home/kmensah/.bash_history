apptainer build alphafold3.sif docker://harbor.sanderling.example.org/structbio/alphafold3:3.0.1
sha256sum /projects/af3-design/models/af3.bin.zst
docker login nvcr.io -u '$oauthtoken' -p {{nvapi:nvidia-api-key}}
huggingface-cli login --token {{hf}}
wget --user=kmensah --password='{{password_url:rosettacommons-password}}' https://graylab.jhu.edu/download/PyRosetta4/archive/release/PyRosetta4.Release.python312.linux.wheel/pyrosetta-2025.06+release.0f1c2d3-cp312-cp312-linux_x86_64.whl
squeue -u kmensah
rosetta_scripts.static.linuxgccrelease -parser:protocol rosetta/interface_design.xml -s binder_07_model_0.pdb @rosetta/flags
python scripts/benchling_sync.py --project PRJ-AF3-2025
