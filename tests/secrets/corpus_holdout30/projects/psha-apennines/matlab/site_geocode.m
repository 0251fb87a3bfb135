% Geocode municipality names to site coordinates for the PSHA sites file
key = '{{google_api_key:google-api-key}}';
opts = weboptions('Timeout', 30, 'ContentType', 'json');
names = readcell('comuni_umbria.txt');
for k = 1:numel(names)
    url = sprintf('https://maps.googleapis.com/maps/api/geocode/json?address=%s&key=%s', ...
        urlencode([names{k} ', Italia']), key);
    r = webread(url, opts);
    sites(k,:) = [r.results(1).geometry.location.lng, r.results(1).geometry.location.lat];
end
writematrix(sites, 'sites_apennines.csv');
