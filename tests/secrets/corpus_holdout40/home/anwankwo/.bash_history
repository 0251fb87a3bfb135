module load omero-py/5.19
omero login anwankwo@omero.killdeer.example.org:4064 -w {{password:omero-password}}
omero sessions list
omero import -d 3351 /archive/pathology/HE_batch_27/*.svs --skip checksum
omero sessions key
omero -s omero.killdeer.example.org -k {{uuid:omero-session-key}} hql "select count(i) from Image i"
omero logout
omero login -s omero.killdeer.example.org -u anwankwo -w changeme
squeue -u anwankwo
sha1sum /archive/pathology/HE_batch_27/S25-10442_A1.svs
