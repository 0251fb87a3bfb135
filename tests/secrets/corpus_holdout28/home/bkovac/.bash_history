cd /mnt/projects/karst-springs
python hobolink_pull.py
curl https://api.particle.io/v1/devices/e00fce681c3a9b4d2e7f6a10/events -H "Authorization: Bearer {{hex40:particle-access-token}}"
PGPASSWORD='{{password:postgres-password}}' psql -h tsdb.karst.internal -U karst -d springs -c "select count(*) from stage"
docker compose up -d
docker compose logs grafana | tail
rclone copy sftp-field:/data/loggers raw/field --progress
sbatch slurm/modflow_cfp.sbatch
sha256sum raw/field/*.hobo | head -3
