% Pull the wave-2 export from Qualtrics and compute raking weights
baseUrl = 'https://nuthatch.eu.qualtrics.com/API/v3';
apiToken = '{{random40:qualtrics-api-token}}';
opts = weboptions('HeaderFields', {'X-API-TOKEN', apiToken}, 'MediaType', 'application/json', 'Timeout', 120);
resp = webwrite([baseUrl '/surveys/SV_5bWq1yTz8rK2xMp/export-responses'], struct('format', 'csv'), opts);
progressId = resp.result.progressId;   % ES_abc123... progress ids are not secrets
fprintf('export started: %s\n', progressId);
