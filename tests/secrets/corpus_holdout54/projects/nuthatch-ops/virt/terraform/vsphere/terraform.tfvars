vsphere_server   = "vcenter.nuthatch.example.cz"
vsphere_user     = "svc-terraform@vsphere.local"
vsphere_password = "{{password:vcenter-password}}"
datacenter       = "DC-Nuthatch"
cluster          = "mgmt-cluster"
datastore        = "vsan-mgmt"
# template uuid 42306a1c-7d8e-4f2b-9a3c-5e6f7a8b9c0d (VM instance uuid, not a secret)
