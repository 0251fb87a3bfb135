module load Miniforge3/24.1.2-0 && conda activate napari-env
pip install napari-omero omero-py==5.19.4 ezomero
omero login -s omero.twite.example.no -u tlvo -w '{{password:omero-password}}' -p 4064
omero sessions list
omero login -k {{uuid:omero-session-key}} -s omero.twite.example.no
omero import -d 4412 --skip upgrade /cluster/projects/zebrafish-lightsheet/raw/2025-04-02_fish07/
omero hql --limit 10 "select i.id, i.name from Image i where i.details.owner.omeName = 'tlvo'"
aws --profile minio-bioimg --endpoint-url https://minio.twite.example.no s3 ls s3://zf-lightsheet/
./Fiji.app/ImageJ-linux64 --update add-update-site TwiteSeg https://sites.imagej.net/TwiteSeg/ webdav:tlvo:{{password14:imagej-update-site-password}} .
./Fiji.app/ImageJ-linux64 --update upload --update-site TwiteSeg plugins/Twite_Segmentation-0.4.2.jar
omero config get omero.web.secret_key
sbatch cellprofiler/run_cp.slurm
sha1sum raw/2025-04-02_fish07/*.czi | head
napari --plugin napari-omero
