cd /proj/caribou-tracks
Rscript R/pull_movebank.R --study 2911040
Rscript -e 'move2::movebank_store_credentials("pruiz_eider")'
curl -s -H "Authorization: Bearer {{alnum30:earthranger-token}}" "https://eider-caribou.pamdas.org/api/v1.0/subjects?subject_group=caribou-2026"
curl -s -H "Authorization: Bearer $ER_TOKEN" "https://eider-caribou.pamdas.org/api/v1.0/observations?since=2026-11-01"
curl -u pruiz_eider:{{password:movebank-password}} "https://www.movebank.org/movebank/service/direct-read?entity_type=study&study_id=2911040"
python python/wc_portal.py --deployment 5f0e9c2a1b3d4e6f
sbatch jobs/ctmm_fit.sbatch
