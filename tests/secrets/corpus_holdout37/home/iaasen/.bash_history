cd $FLASH_DIR
wget --user=iaasen --password='{{password:flash-download-password}}' https://flash.rochester.edu/site/flashcode/downloads/FLASH4.8.tar.gz
sha256sum FLASH4.8.tar.gz
./setup LaserSlab -auto -2d +cylindrical -nxb=16 -nyb=16 +hdf5typeio -objdir=obj_lwfa
cd obj_lwfa && make -j 32
globus transfer 1c3e5a7b-9d2f-4e6a-8c0b-2d4f6a8c0e1f:/lwfa/ a2b4c6d8-e0f1-4a3c-9e5b-7d9f1b3d5f7a:/archive/ --recursive
scp -i ~/.ssh/id_rsa_nersc lwfa_hdf5_plt_cnt_0120 iaasen@dtn01.nersc.gov:/global/cfs/cdirs/m4412/
sshproxy.sh -u iaasen
git -c http.extraHeader="Authorization: Bearer {{gitlab:gitlab-token}}" clone https://gitlab.oystercatcher.example.org/plasma/lpa-analysis.git
visit -cli -nowin -s render_density.py
