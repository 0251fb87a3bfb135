% Fetch scan listings from XNAT for the QC dashboard.
base = 'https://xnat.skua.example.edu/data/projects/AGEING/experiments';
opts = weboptions('Username', 'ygarcia', 'Password', '{{password:xnat-password}}', ...
                  'Timeout', 60, 'ContentType', 'json');
exps = webread([base '?format=json'], opts);
for k = 1:numel(exps.ResultSet.Result)
    fprintf('%s  %s\n', exps.ResultSet.Result(k).label, exps.ResultSet.Result(k).date);
end
