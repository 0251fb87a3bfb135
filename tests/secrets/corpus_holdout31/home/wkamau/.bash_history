R --vanilla -e 'source("R/pull_redcap.R")'
curl -s -H "Authorization: Token {{hex40:kobotoolbox-token}}" "https://kf.kobotoolbox.org/api/v2/assets/aKx7bR3mQ9vT2wY5zN8pLc/data.json?limit=100" | jq '.count'
psql "postgresql://vetepi:{{password_url:postgres-password}}@db.turnstone.example.org:5432/vetepi" -c '\dt'
sbatch R/bootstrap_seir.sbatch
git log -1 --format=%H
quarto render reports/herd_health.qmd
docker compose -f odk/docker-compose.yml ps
