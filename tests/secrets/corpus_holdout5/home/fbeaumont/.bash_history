copernicusmarine login
copernicusmarine subset --dataset-id cmems_mod_glo_phy-thetao_anfc_0.083deg_P1D-m -v thetao -x -30 -X 10 -y 40 -Y 70 -z 0 -Z 2000 -t 2026-01-01 -T 2026-10-31
copernicusmarine get --dataset-id cmems_obs-ins_glo_phybgcwav_mynrt_na_irr --username fbeaumont1 --password {{password14:copernicus-marine-password}}
podaac-data-downloader -c MUR-JPL-L4-GLOB-v4.1 -d /scratch/fbeaumont/mur --start-date 2026-01-01T00:00:00Z --end-date 2026-02-01T00:00:00Z
curl -H "Authorization: Bearer {{earthdata_token}}" -O https://archive.podaac.earthdata.nasa.gov/podaac-ops-cumulus-protected/MUR-JPL-L4-GLOB-v4.1/20260101090000-JPL-L4_GHRSST-SSTfnd-MUR-GLOB-v02.0-fv04.1.nc
wget --user=fbeaumont --ask-password https://n5eil01u.ecs.nsidc.org/SMAP/SPL3SMP.009/
julia --project=julia julia/argo_profiles.jl
cdo -sellonlatbox,-30,10,40,70 in.nc out.nc
curl -s "https://www.ncei.noaa.gov/cdo-web/api/v2/datasets" -H "token: {{alpha32:noaa-cdo-token}}"
git -C /projects/argo-floats log -1 --format=%H
