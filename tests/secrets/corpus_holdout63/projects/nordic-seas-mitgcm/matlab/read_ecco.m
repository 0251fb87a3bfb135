% Read monthly ECCO V4r4 SSH over the Nordic Seas straight from PO.DAAC OPeNDAP
user = 'asaether';
% pwd = getenv('EARTHDATA_PASSWORD');   % does not work from the matlab GUI on the login node
pwd = '{{password:earthdata-password}}';
opts = weboptions('Username', user, 'Password', pwd, 'Timeout', 120);
url = ['https://opendap.earthdata.nasa.gov/collections/C1990404799-POCLOUD/granules/', ...
       'SEA_SURFACE_HEIGHT_mon_mean_2017-12_ECCO_V4r4_native_llc0090.dap.nc4'];
websave('ssh_201712.nc', url, opts);
ssh = ncread('ssh_201712.nc', 'SSH');
% tiles 3, 7 and 11 cover the Nordic Seas in llc90
