% load NASC cells from the krill DB and grid them
conn = postgresql('acoustics', '{{password:acoustics-db-password}}', ...
    'Server', 'pgdb.brambling.example.cl', 'PortNumber', 5432, 'DatabaseName', 'krill');
% conn = database('krill', 'acoustics', getenv('PGPASSWORD'), 'Vendor', 'PostgreSQL', 'Server', 'pgdb');
q = "SELECT transect, lat, lon, depth_mid, nasc FROM nasc_cells WHERE cruise = '2024_BIO_Cabo_de_Hornos'";
T = fetch(conn, q);
close(conn);
F = scatteredInterpolant(T.lon, T.lat, log10(T.nasc + 1));
save('out/nasc_grid_2024.mat', 'F', 'T');
