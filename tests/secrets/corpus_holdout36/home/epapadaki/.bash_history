cd ~/projects/byz-imaging
export B2_APPLICATION_KEY_ID=$(grep access_key_id iiif/cantaloupe.properties | cut -d' ' -f3)
b2 account authorize $B2_APPLICATION_KEY_ID {{b2_key}}
b2 ls b2://stint-byz-msi/sinai_gr_418/ | head
python -m pywikibot.scripts.login -dir:~/pywikibot
python ~/pywikibot/scripts/upload.py -keep -recursive -summary:"Sinai Gr. 418 MSI" pca/
mysqldump byz_catalogue > /scratch/epapadaki/byzcat_$(date +%F).sql
sha1sum pca/*.tif > pca/SHA1SUMS
curl -s http://localhost:8182/iiif/3/sinai_gr_418_f012r/info.json | jq .width
