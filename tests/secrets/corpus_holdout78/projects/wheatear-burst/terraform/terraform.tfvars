# burst partition: Hetzner (CPU pre/post-processing), Scaleway (H100), Exoscale (the EU-only jobs)
hcloud_token       = "{{alnum64:hetzner-cloud-token}}"
scw_access_key     = "{{scaleway_access_key}}"
scw_secret_key     = "{{uuid:scaleway-secret-key}}"
scw_project_id     = "f0a3d7c2-61b9-4e48-8d25-c9e7b1a04f63"
exoscale_api_key    = "{{exoscale_key}}"
exoscale_api_secret = "{{b64url43:exoscale-api-secret}}"
burst_max_nodes    = 16
slurm_munge_key_path = "/etc/munge/munge.key"
