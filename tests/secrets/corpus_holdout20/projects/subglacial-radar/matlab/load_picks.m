% Load bed picks from the NSIDC IPR archive and the lab's PostGIS.
opts = weboptions('Username', 'saasland', 'Password', '{{password:earthdata-login-password}}', 'Timeout', 120);
url = 'https://n5eil01u.ecs.nsidc.org/DP5/IPR/IR2HI2.001/2017.01.04/';
websave('Y38a.nc', [url 'IR2HI2_2017004_DRP_JKB2n_Y38a.nc'], opts);

conn = postgresql('saasland', getenv('RADAR_DB_PASSWORD'), 'Server', 'pg.shag.example.edu', ...
    'DatabaseName', 'radar_picks', 'PortNumber', 5432);
picks = sqlread(conn, 'bed_picks');
% CReSIS toolbox param sheet id: 1b2F7kQ9xW3mZ0pL5vR8tY6uN4cH2jD1sA9eG7iO0
