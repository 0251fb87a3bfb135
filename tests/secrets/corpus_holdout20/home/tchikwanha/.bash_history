cd /project/insect-radar
module load R/4.4.1 apptainer
export KNMI_API_KEY={{knmi_key}}
curl -s -H "Authorization: $KNMI_API_KEY" "https://api.dataplatform.knmi.nl/open-data/v1/datasets/radar_volume_full_herwijnen/versions/1.0/files?maxKeys=10"
apptainer exec docker://adokter/vol2bird:0.5.0 vol2bird NLHRW_pvol_20260612T2300.h5 vp.h5
Rscript R/process_vpts.R 2026-06-01 2026-06-30
sbatch jobs/vpts_month.sbatch 2026-06
mosquitto_sub -h mqtt.insect-radar.example.org -p 8883 -u vlr-rothamsted -P {{alnum24:mqtt-password}} -t 'vlr/+/status' -C 5
zulip-send --stream radar-ops --subject nightly -m "June vpts done" --config-file ~/.config/zulip/zuliprc
git log --oneline -5
ssh vlr@vlr-harpenden.field.example.org
sha1sum data/vpts/*.csv.gz
export METEOFRANCE_APP_ID=$(cat ~/.config/meteofrance/app_id)
