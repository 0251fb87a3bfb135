% Read the run table from the lab's object store.
setenv('AWS_ACCESS_KEY_ID', 'AKIAIOSFODNN7EXAMPLE');
setenv('AWS_SECRET_ACCESS_KEY', '{{random40:setenv-secret}}');
setenv('AWS_DEFAULT_REGION', 'us-east-1');
setenv('RESULTS_TOKEN', getenv('LAB_RESULTS_TOKEN'));
ds = tabularTextDatastore('s3://lab-results/runs/');
conn = database('runs', 'erin', '{{password14:call-password-argument}}', 'Vendor', 'PostgreSQL', 'Server', 'pg.example.edu');
% conn = database('runs', 'erin', '');  % asks on the first use
