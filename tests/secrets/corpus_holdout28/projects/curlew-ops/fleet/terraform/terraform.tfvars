# dell/redfish provider: power policy and BIOS on the A100 nodes
rack1 = {
  "bmc-gpu-a01" = {
    user         = "root"
    password     = "{{password:redfish-password}}"
    endpoint     = "https://10.40.9.1"
    ssl_insecure = true
  }
}
bios_attributes = {
  "SysProfile"     = "PerfOptimized"
  "LogicalProc"    = "Disabled"
  "ProcCStates"    = "Disabled"
}
