conda activate alt
python -c "import icepyx as ipx; print(ipx.__version__)"
lftp -u lvaifale,{{password:esa-cryosat-ftp-password}} ftps://science-pds.cryosat.esa.int
lftp -e "mirror -c --only-newer /SIR_SIN_L2/2024/ ./cs2/2024/; quit" ftps://science-pds.cryosat.esa.int
eumdac set-credentials Zq3tY7wUe1oXb2Nc5RkLfVhA8Pm0 "$EUMDAC_SECRET"
eumdac search -c EO:EUM:DAT:0415 --start 2024-11-01 --end 2024-11-30 --bbox 160 -86 -150 -76
eumdac download -c EO:EUM:DAT:0415 -p S3A_SR_2_LAN_LI_20241107T101512_20241107T110541_20241203T010514_3029_118_279______MAR_O_NT_005.SEN3
aws --endpoint-url https://eodata.dataspace.copernicus.eu s3 ls s3://eodata/Sentinel-3/SRAL/ --profile cdse
export SH_CLIENT_SECRET={{alnum32:sentinelhub-client-secret}}
python atl06_ross.py --cycle 23
