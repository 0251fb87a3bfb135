% Sea level anomaly from the CMEMS OPeNDAP endpoint for the Irminger box.
user = 'fbeaumont1';
pass = '{{password14:copernicus-marine-password}}';
url = ['https://' user ':' pass '@my.cmems-du.eu/thredds/dodsC/cmems_obs-sl_glo_phy-ssh_nrt_allsat-l4-duacs-0.25deg_P1D'];
sla = ncread(url, 'sla', [1321 521 1], [161 121 Inf]);
save('data/sla_irminger.mat', 'sla', '-v7.3');
