% Simulate a CAT on the calibrated bank, then pull live distribution stats from Qualtrics.
rng(1729);
bank = readtable('../out/grm_params.csv');
theta = randn(5000, 1);

opts = weboptions('HeaderFields', {'X-API-TOKEN', '{{random40:qualtrics-api-token}}'}, ...
                  'ContentType', 'json', 'Timeout', 60);
resp = webread('https://greenshank.ca1.qualtrics.com/API/v3/surveys/SV_3xB7cQ9dLk2mNpT', opts);
fprintf('%s: %d responses\n', resp.result.name, resp.result.responseCounts.auditable);
