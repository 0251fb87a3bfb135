% MUR SST for the initial condition, from PO.DAAC through Earthdata Login
opts = weboptions('Username', 'jbroussard', 'Password', '{{password:earthdata-password}}', 'Timeout', 120);
url = 'https://archive.podaac.earthdata.nasa.gov/podaac-ops-cumulus-protected/MUR-JPL-L4-GLOB-v4.1/20220927090000-JPL-L4_GHRSST-SSTfnd-MUR-GLOB-v02.0-fv04.1.nc';
websave('mur_20220927.nc', url, opts);
