planet auth init
planet data filter --date-range acquired gte 2024-08-01 --range cloud_cover lte 0.1 > filter.json
planet data search PSScene --filter filter.json --limit 20
export PL_API_KEY={{planet_key}}
planet orders list --limit 5
earthengine authenticate --quiet
python scripts/gee_export.py
cdsapi --help
sbatch apsim/run_apsim.sbatch
DSCSM048 A NIAM2401.MZX
