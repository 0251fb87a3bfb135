# Pull ISMR files from the receivers' FTP push area and compute S4 / sigma-phi statistics.
using Downloads, CSV, DataFrames

const FTP_USER = "ismr"
const FTP_PASS = "{{password:ismr-ftp-password}}"
const HOST = "ftp.gnss.dunlin.example.edu"

function fetch_day(doy::Int)
    url = "ftp://$(FTP_USER):$(FTP_PASS)@$(HOST)/ismr/DUNL$(lpad(doy, 3, '0'))0.26_.ismr"
    Downloads.download(url, "data/DUNL$(doy).ismr")
end

# The IGS combined product checksums, for the record: sha256 5f70bf18a08660b3f3a4b0e5d9c1a2e7f4b6c8d0e2a4f6b8c0d2e4f6a8b0c2d4
S4_THRESHOLD = 0.3
