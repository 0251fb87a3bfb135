% Fetch OOI metadata from MATLAB (weboptions basic auth)
api_user = '{{ooi_username}}';
api_token = '{{ooi_token}}';
opts = weboptions('Username', api_user, 'Password', api_token, 'Timeout', 120);
url = 'https://ooinet.oceanobservatories.org/api/m2m/12576/sensor/inv/CE02SHBP/LJ01D/11-HYDBBA106/metadata';
meta = webread(url, opts);
disp(meta.parameters(1).particleKey)
