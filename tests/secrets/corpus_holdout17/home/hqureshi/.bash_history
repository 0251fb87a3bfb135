cd /projects/root-imaging
export LABEL_STUDIO_PASSWORD='{{password:label-studio-password}}'
label-studio start --username hqureshi@guillemot.example.edu --password "$LABEL_STUDIO_PASSWORD" --user-token {{hex40:label-studio-token}}
roboflow login
export ROBOFLOW_API_KEY={{alnum20:roboflow-api-key}}
python src/infer_roots.py --model rhizotron-seg/4
dvc remote modify --local azblob sas_token 'sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&spr=https&sig={{sas_sig:azure-sas-token}}'
dvc push -r azblob
rhizovision-explorer --batch /scratch/hqureshi/mr_2025/ --roi 0,0,2550,3300
cvat-cli --auth hqureshi:{{password14:cvat-password}} --server-host cvat.guillemot.example.edu ls
git status
