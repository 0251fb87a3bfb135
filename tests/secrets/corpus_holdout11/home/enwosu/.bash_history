cd /proj/fireball-net
ssh pi@ng0001.local
rclone sync captures/ r2:fireball-captures/2026-11 --progress
rclone lsd gmn:files
python scripts/solve_field.py --image stacks/ng0003_20261129.png
solve-field --scale-units arcsecperpix --scale-low 60 --scale-high 90 stacks/ng0003_20261129.png
curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC4e2a7d9c1b3f5e8a0d6c2b9f7e1a3c5d/Messages.json --data-urlencode "To=+15550100" --data-urlencode "From=+15550199" --data-urlencode "Body=fireball over Enugu" -u "$TWILIO_API_KEY:{{alnum32:twilio-api-secret}}"
