cd /project/cliff-erosion
curl -s -X POST -d "username=ltremayne&password={{password:webodm-password}}" https://odm.shag.example.edu/api/token-auth/
export WEBODM_TOKEN={{webodm_token}}
curl -H "Authorization: JWT $WEBODM_TOKEN" https://odm.shag.example.edu/api/projects/
str2str -in ntrip://ltremayne:{{password_url:ntrip-caster-password}}@caster.rtk-uk.example.net:2101/PENZ00GBR0 -out file://rtk/base_%Y%m%d.rtcm3
s3cmd --config ~/.s3cfg put -r potree/porthleven_2026/ s3://cliff-pointclouds/
curl "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=50.0&north=50.2&west=-5.4&east=-5.1&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}" -o cop30.tif
sbatch jobs/m3c2.sbatch porthleven 2025-11 2026-05
pdal info pointclouds/porthleven_2026-05.laz --summary
