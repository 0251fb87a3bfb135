opt
python solvers/stowage_mip.py --instance data/ctr_2026_11.json --solver mosek
lmutil lmstat -a -c $MOSEKLM_LICENSE_FILE
curl -s "https://api.searoutes.com/route/v2/sea/4.47,51.92;103.85,1.29?continuousCoordinates=true" -H "x-api-key: {{alnum32:searoutes-api-key}}" | jq .features[0].properties.distance
curl -s -H "X-IBM-Client-Id: 5f2c8e91-7a3d-4b06-b1e4-9c0d2a7f6e38" -H "X-IBM-Client-Secret: {{alnum32:hapag-lloyd-client-secret}}" "https://api.hlag.com/hlag/external/v2/events/?equipmentReference=HLXU8081232"
sbatch jobs/hexaly_sweep.sbatch
hexaly solvers/berth_alloc.hxm inFileName=data/berth_week48.txt hxTimeLimit=600
git status
