% Load the merged results table and push the summary to the lab bucket.
conn = database('results', 'fyamamoto', '{{password14:mysql-password}}', ...
    'Vendor', 'MySQL', 'Server', 'mariadb.hpc.example.edu', 'PortNumber', 3306);
T = fetch(conn, 'SELECT * FROM runs WHERE status = ''done''');
close(conn);

% password = 'XXXXXXXX';  % never hard-code, use the prompt below
pw = passcode();  % local helper wrapping inputdlg

setenv('AWS_ACCESS_KEY_ID', '{{aws_key_id:aws-access-key-id}}');
setenv('AWS_SECRET_ACCESS_KEY', '{{aws_secret:aws-secret-access-key}}');
setenv('AWS_DEFAULT_REGION', 'eu-central-1');
writetable(T, 's3://fy-results/summary.csv');

checksum = '5a38ec7779bbbb3d66c6f84f2ab67267';  % md5 of summary.csv from the last run
