cd /project/pest-forecast
Rscript R/fit_trapcounts.R
curl -H "Authorization: Token {{hex40:kobotoolbox-api-token}}" https://kf.kobotoolbox.org/api/v2/assets/aQz7WfX3b9LmPq2RtV8sYk/data.json -o data/kobo_traps.json
curl -s "https://plover_moyo:{{password_url:meteomatics-password}}@api.meteomatics.com/2026-11-01T00:00:00Z--2026-11-30T00:00:00Z:PT24H/t_2m:C,precip_24h:mm/-15.4,28.3/json" | jq .
earthengine authenticate --quiet
earthengine set_project plover-pest
gcloud auth activate-service-account faw-ee@plover-pest.iam.gserviceaccount.com --key-file=$HOME/.config/earthengine/faw-ee.json
python src/odk_pull.py --form faw_trap_v3
psql -h pestdb.plover.example.edu -U tmoyo faw
go run ./sms -to +260971234567 -msg "FAW risk HIGH in Chongwe"
git log --oneline -3
