cd ~/projects/microplastics
copernicusmarine login --username nalsayegh --password '{{password:copernicus-marine-password}}' --force-overwrite
copernicusmarine subset -i cmems_mod_glo_phy_anfc_0.083deg_PT1H-m -v uo -v vo -x 45 -X 60 -y 22 -Y 30 -t 2026-01-01 -T 2026-06-30 -o data/cmems
ncdump -h data/cmems/cmems_mod_glo_phy_anfc_0.083deg_PT1H-m_uo-vo_45.00E-60.00E_22.00N-30.00N_2026-01-01-2026-06-30.nc | head
npx supabase link --project-ref qwertzuiopasdfghjklz
npx supabase db push
sbatch jobs/parcels_run.sbatch
