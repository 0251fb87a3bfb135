% fetch a 1 m USGS-style tile through OpenTopography for the validation site
key = '{{hex32:opentopography-api-key}}';
url = sprintf(['https://portal.opentopography.org/API/globaldem?demtype=COP30' ...
    '&south=47.30&north=47.32&west=11.40&east=11.43&outputFormat=GTiff&API_Key=%s'], key);
websave('data/val_site.tif', url);
[Z, R] = readgeoraster('data/val_site.tif');
