% Fetch 5-minute irradiance forecasts from Solcast for the rooftop test rig
site = 'a1b2-c3d4-e5f6-0718';          % resource id from the Solcast dashboard (not secret)
key  = '{{alnum32:solcast-api-key}}';  % Solcast API key, Hobbyist plan
url  = ['https://api.solcast.com.au/rooftop_sites/' site '/forecasts'];
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' key]}, ...
                  'ContentType', 'json', 'Timeout', 30);
fc = webread(url, 'format', 'json', 'hours', 48, opts);
T  = struct2table(fc.forecasts);
writetable(T, fullfile('..', 'weather', 'solcast_forecast.csv'));
