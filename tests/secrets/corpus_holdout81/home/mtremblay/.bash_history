pip install gcn-kafka hop-client antares-client skyportal-client
hop auth add
hop auth list
hop subscribe kafka://kafka.scimma.org/igwn.gwalert --start-at LATEST
export GCN_CLIENT_ID=3k8v2m9q1p7r4t6w0x5z2y8a1b
export GCN_CLIENT_SECRET={{goosander_gcn_client_secret}}
python listeners/gcn_listener.py
curl -s -H "Authorization: token {{uuid:skyportal-api-token}}" "https://fritz.science/api/sources/ZTF26aaxyzwq" | jq .data.ra
curl -s -H "Authorization: Token {{hex40:lasair-api-token}}" "https://lasair-ztf.lsst.ac.uk/api/objects/?objectIds=ZTF26aaxyzwq"
cadc-get-cert -u mtremblay
curl -u mtremblay:{{password:cadc-password}} https://ws-cadc.canfar.net/vault/nodes/goosander-kn
datalab login -u mtremblay
export DATALAB_TOKEN='{{datalab_token}}'
python -c "from dl import queryClient as qc; print(qc.query(sql='select * from ls_dr10.tractor limit 1'))"
antares-client --help
sbatch slurm/photometry.sbatch S261104ab
sha256sum bayestar.multiorder.fits
