% StatsBomb API v8 events for one match, for Marek's MATLAB tracking code
opts = weboptions('Username', 'piotr.nowicki@crossbill.example.pl', ...
                  'Password', '{{password:statsbomb-password}}', ...
                  'Timeout', 60, 'ContentType', 'json');
matchId = 3895302;
ev = webread(sprintf('https://data.statsbombservices.com/api/v8/events/%d', matchId), opts);
fprintf('%d events\n', numel(ev));
