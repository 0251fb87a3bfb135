% Fetch a dandiset's asset list and compare recorded firing rates with the model
dandiset = '000939';
apiKey = '{{hex40:dandi-api-key}}';
opts = weboptions('HeaderFields', {'Authorization', ['token ' apiKey]}, 'Timeout', 60);
assets = webread(['https://api.dandiarchive.org/api/dandisets/' dandiset '/versions/draft/assets/'], opts);
fprintf('%d assets in %s\n', assets.count, dandiset);
% asset ids look like 5f3c9a1e-7b2d-4e8a-9c6f-0d1b3e5a7c92 and are public
rates = readmatrix('/projects/snn-cortex/results/sweep_2024-05.csv');
histogram(rates(:, 4), 40);
