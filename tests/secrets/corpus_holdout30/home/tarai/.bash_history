cd ~/projects/ice-astrochem
python spectra/hitran_fetch.py CO 2100 2200
export HITRAN_API_KEY={{uuid:hitran-api-key}}
curl -s --form-string "token={{pushover:pushover-token}}" --form-string "user=$PUSHOVER_USER" --form-string "message=deposition done" https://api.pushover.net/1/messages.json
influx query 'from(bucket:"ice-lab") |> range(start:-1h)' --org astrochem
julia --project=julia julia/upload_zenodo.jl
md5sum spectra/raw/CO_H2O_10K_*.0
crontab -l
