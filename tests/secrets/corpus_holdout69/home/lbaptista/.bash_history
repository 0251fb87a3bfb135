cd /work/projects/pt-variation-corpus
python ske/freqs.py --corpus preloaded/pttenten20_fl5 --lemma "autocarro"
rclone copy b2drop:corpora/cetempublico ./raw/cetempublico --progress
curl -s -u lbaptista:{{hex32:sketch-engine-api-key}} "https://api.sketchengine.eu/bonito/run.cgi/corp_info?corpname=preloaded/pttenten20_fl5" | jq .sizes
bash clarin/weblicht_waas.sh data/sample_ptAO.txt
Rscript R/collocations.R
julia --project=julia julia/keyness.jl
xmllint --noout metadata/corpus.cmdi.xml
