function T = load_builds(buildId)
% LOAD_BUILDS  Layer-wise melt-pool features of one build from the lab database.
%   Needs the Database Toolbox and the PostgreSQL JDBC driver on the javaclasspath.
conn = database('ambuilds', 'hyilmaz', '{{password:postgres-password}}', ...
    'Vendor', 'PostgreSQL', 'Server', 'pgdb.gannet.example.edu', 'PortNumber', 5432);
q = sprintf('SELECT layer, pd_mean, pd_std, mp_width_um FROM features WHERE build_id = %d ORDER BY layer', buildId);
T = fetch(conn, q);
close(conn);
end
