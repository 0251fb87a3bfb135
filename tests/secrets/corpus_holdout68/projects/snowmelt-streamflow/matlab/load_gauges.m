% Instantaneous gage height for the validation gauges (USGS Water Data OGC API)
key = '{{random40:usgs-water-api-key}}';
opts = weboptions('HeaderFields', {'X-Api-Key', key}, 'Timeout', 60, 'ContentType', 'json');
sites = {'USGS-09380000', 'USGS-09163500'};
for k = 1:numel(sites)
    url = sprintf(['https://api.waterdata.usgs.gov/ogcapi/v0/collections/continuous/items' ...
        '?monitoring_location_id=%s&parameter_code=00065&time=2024-04-01/2024-07-01&limit=50000'], sites{k});
    r = webread(url, opts);
    T = struct2table(arrayfun(@(f) f.properties, r.features));
    writetable(T, fullfile('data', 'usgs', [sites{k} '_00065.csv']));
end
