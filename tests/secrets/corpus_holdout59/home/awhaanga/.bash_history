cd /nesi/nobackup/psr-gpu-search/raw/P1312
ls -lh *.sf | head
readfile uwl_250411_041322.sf
rfifind -time 2.0 -o uwl_mask uwl_250411_041322.sf
prepsubband -nsub 128 -lodm 0 -dmstep 0.5 -numdms 1024 -mask uwl_mask_rfifind.mask -o J1757 uwl_250411_041322.sf
accelsearch -zmax 200 -numharm 16 J1757_DM512.00.fft
sha256sum uwl_mask_rfifind.mask
# 9c1b7d0e44a2f1e3b8f0d6a7c5e4d3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a  uwl_mask_rfifind.mask
git -C ~/src/presto log -1 --format=%H
python -c "from astroquery.casda import Casda; c=Casda(); c.login(username='aroha.whaanga@linnet.example.nz')"
curl -u 'aroha.whaanga@linnet.example.nz:{{password:csiro-opal-password}}' -O https://data.csiro.au/casda_vo_proxy/vo/datalink/links?ID=scan-58217-uwl
export PSRDB_URL=https://psrdb.linnet.example.nz/graphql/
export PSRDB_TOKEN={{hex40:psrdb-token}}
psrdb pulsar list --name J1757-1854
curl -s -H "Authorization: Token $PSRDB_TOKEN" "$PSRDB_URL" -d '{"query":"{ allPulsars { edges { node { name } } } }"}'
zulip-send --stream psr-candidates --subject J1757 --message "new cand DM 512.3, sigma 11.2" --config-file ~/.zuliprc
squeue -u awhaanga
sacct -j 4418231 --format=JobID,Elapsed,MaxRSS
module load CUDA/12.4.1 PRESTO/5.0.2-gimkl-2024a
