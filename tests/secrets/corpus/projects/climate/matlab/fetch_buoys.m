% Hourly buoy records from the partner's REST API, which wants its key in a header.
base = 'https://buoys.partner.example.org/v1';
opts = weboptions('KeyName', 'X-Auth-Token', 'KeyValue', '{{alnum32:matlab-weboptions-key}}', ...
                  'Timeout', 90);
json_opts = weboptions('KeyName', 'Accept', 'KeyValue', 'application/json');
env_opts = weboptions('KeyName', 'X-Auth-Token', 'KeyValue', getenv('BUOY_TOKEN'));
data = webread([base '/stations/44013/hourly'], opts);
