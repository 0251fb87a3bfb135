% Read the Marine Institute's EK60 archive from their Azure blob container (read-only SAS)
account = "mistorageacoustics";
container = "ek60-archive";
sas = "sv=2024-11-04&ss=b&srt=co&sp=rl&se=2026-03-31T23:59:59Z&st=2025-10-01T00:00:00Z&spr=https&sig={{sas_sig:azure-sas-signature}}";
url = "https://" + account + ".blob.core.windows.net/" + container + "/CE11003/CE11003-D20111102-T091812.raw?" + sas;
opts = weboptions('Timeout', 120);
websave('CE11003-D20111102-T091812.raw', url, opts);
