cd /scratch/vlbi/EK051C
vex2difx -v ek051c.v2d
calcif2 -a
startdifx -n -f ek051c.input
ssh oper@flexbuff02.sanderling.example.org
jive5ab -m 1 -p 2620 -b
m5copy vbs://flexbuff02.sanderling.example.org:2620/ek051c_ef_no0001 file:///scratch/vlbi/EK051C/ef/ -udt
tsunamid --port 46224 --secret='{{alnum16:tsunami-shared-secret}}' /data/ek051c/*.vdif
tsunami connect flexbuff02 set passphrase kitten get ek051c_wb_no0001.vdif
curl -u atamihana:"$EVN_ARCHIVE_PASS" -O https://archive.jive.eu/proprietary/EK051C/ek051c_1_1.IDI1
globus transfer 6f1d29c0-1a2b-4c3d-9e8f-0a1b2c3d4e5f:/ek051c/ 2b2e4a17-9d4c-4e6a-8c1d-7f3e2a1b0c9d:/~/ek051c/ --recursive --label "EK051C FITS-IDI"
git -C ~/src/difx-scripts log --oneline -1
git -C ~/src/difx-scripts checkout 4f9a2c1e8b7d6a5f3e2d1c0b9a8f7e6d5c4b3a29
difx2fits -u -s ek051c ek051c_1_1.IDI
rclone copy ek051c_1_1.IDI1 jive-webdav:EK051C/ --progress
ls -l /scratch/vlbi/EK051C/*.difx
sacct -j 4412871 --format=JobID,Elapsed,State
