module load casa/6.6.5
casa --nologger --nogui -c /projects/meerkat-transients/pipeline/calibrate.py
export RUCIO_HOME=~/.rucio
rucio whoami
rucio -S userpass -u jokafor -pwd {{password:rucio-password}} list-rules --account jokafor
rucio add-rule --lifetime 1209600 meerkat:1718492011_sdp_l0.ms 1 PUFFIN_DISK
rucio rule-info 2f1e0d9c8b7a69584736251403f2e1d0
s3cmd ls s3://meerkat-archive/1718492011/
s3cmd put --recursive images/ s3://meerkat-archive/1718492011/images/
aws --endpoint-url https://archive.puffin.example.ac.uk s3 ls s3://meerkat-archive
curl -X POST -H 'Content-type: application/json' --data '{"text":"pipeline test"}' https://hooks.slack.com/services/{{slack_webhook:slack-webhook}}
go build ./... && ./alertd -config /projects/meerkat-transients/config/alertd.yaml
twine upload -u __token__ -p {{pypi:pypi-token}} dist/*
fitsverify -l images/1718492011_L_I.fits
