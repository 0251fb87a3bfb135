% Hourly 100 m wind at a single point from the NREL WIND Toolkit (MATLAB, webread)
api_key = '{{random40:nrel-api-key}}';
email   = 'skearney@yellowlegs.example.org';
url = sprintf(['https://developer.nrel.gov/api/wind-toolkit/v2/wind/wtk-download.csv' ...
    '?api_key=%s&wkt=POINT(-70.5 41.0)&names=2013&attributes=windspeed_100m&email=%s'], api_key, email);
opts = weboptions('Timeout', 120);
T = readtable(websave('wtk_2013.csv', url, opts), 'NumHeaderLines', 1);
% DEMO_KEY may be used instead of api_key for a handful of requests
