cd /project/pterosaur-ct
ls /archive/ct/2026-11-12_NHMUK-PV-R-1977/
md5sum recon/R1977_0.8um.tif
curl -s -H "Authorization: {{alnum32:morphosource-api-key}}" "https://www.morphosource.org/api/media?q=Rhamphorhynchus&per_page=50" | jq '.response.media | length'
curl -s "https://www.morphosource.org/api/media/000612345" | jq .
export OSF_TOKEN={{alnum70:osf-personal-access-token}}
osf -p k7w3q clone osf_mirror/
scp -i ~/.ssh/id_ed25519_ctlab ctuser@xth225.ctlab.shearwater.example.edu:/data/2026-11/R1977/*.xtekct raw/
sbatch jobs/recon.sbatch R1977
git log --oneline | head
git show 1b7e4c9a3f0d2e58b6a1c4f7e9d0b3a2c5f8e1d4 --stat
