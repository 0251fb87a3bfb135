% FRED from MATLAB (Datafeed Toolbox), for the Phillips curve replication
url = 'https://api.stlouisfed.org/fred/';
c = fred(url);
opts = weboptions('Timeout', 30);
apikey = '{{hex32:fred-api-key}}';
d = webread([url 'series/observations'], 'series_id', 'T10YIE', ...
    'api_key', apikey, 'file_type', 'json', opts);
close(c);
