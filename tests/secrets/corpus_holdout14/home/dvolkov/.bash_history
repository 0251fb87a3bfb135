module load openmc/0.15.0 cardinal/2026.10
openmc-ace-to-hdf5 -d endfb-viii.1-hdf5 --xsdir /opt/mcnp/data/xsdir
cd ~/projects/smr-neutronics/serpent
unzip -P '{{password:serpent-archive-password}}' serpent2.2.1.zip -d ~/src/serpent2
cd ~/src/serpent2 && make -j16
curl -u dvolkov:{{password:rsicc-password}} -O https://rsicc.ornl.gov/download/C00810/mcnp631.iso
sha256sum mcnp631.iso
ssh -i ~/.ssh/inl_hpc dvolkov@hpclogin.inl.gov
rclone copy out/ nrc-share:smr-core/depletion --progress
git push origin depletion-v4
