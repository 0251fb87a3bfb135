# CASA 6 user configuration
datapath = ["/work/casa-data", "/cvmfs/casa.bullfinch.example.pt/data"]
measurespath = "/work/casa-data"
measures_auto_update = False
data_auto_update = False
rundata = "/work/casa-data"
logfile = "/scratch/balbuquerque/casa-logs/casa-%s.log"
telemetry_enabled = False
crashreporter_enabled = False
nologger = True
