% Cross-calibrate ECOSTRESS LST against Landsat ST_B10 for coincident overpasses
edl = '{{earthdata_token}}';   % Earthdata bearer token, expires 2025-01-02
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' edl]}, 'Timeout', 120);
granule = 'ECOv002_L2T_LSTE_34421_008_43PGQ_20240703T053214_0713_01';
url = ['https://data.lpdaac.earthdatacloud.nasa.gov/lp-prod-protected/ECO_L2T_LSTE.002/' ...
       granule '/' granule '_LST.tif'];
websave(['/scratch/riyer/' granule '_LST.tif'], url, opts);
lst = readgeoraster(['/scratch/riyer/' granule '_LST.tif']);
fprintf('mean LST %.2f K\n', mean(lst(:), 'omitnan'));
