module load dials/3.21 xia2
xia2 pipeline=dials image=/dls/mx/data/2026/mx41233-7/Thaumatin/thau_1_master.h5 nproc=32
curl -s -X POST https://icat.beamline.dunlin.example.edu/icat/session -d 'json={"plugin":"ldap","credentials":[{"username":"yhasegawa"},{"password":"{{password:ldap-password}}"}]}'
curl -s "https://icat.beamline.dunlin.example.edu/icat/entityManager?sessionId={{uuid:icat-session-id}}&query=SELECT+ds+FROM+Dataset+ds+WHERE+ds.investigation.name='MX41233'"
zocalo.go -r fast_dp 10388241
phenix.refine model.pdb data.mtz refinement.input.xray_data.r_free_flags.generate=True
scicat_ingest --token $(cat ~/.scicat/token) --metadata notes/thau_1.json
