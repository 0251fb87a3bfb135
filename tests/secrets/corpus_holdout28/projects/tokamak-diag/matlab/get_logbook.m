function T = get_logbook(campaign)
%GET_LOGBOOK  Shot list and comments for a campaign from the shot logbook (PostgreSQL).
%   T = get_logbook('MU04')
conn = database('shotlog', 'htanabe', '{{password:logbook-db-password}}', ...
    'Vendor', 'PostgreSQL', 'Server', 'logbook.curlew.example.ac.uk', 'PortNumber', 5432);
q = sprintf(['select shot, t_start, ip_max_ka, comment from shots ' ...
    'where campaign = ''%s'' order by shot'], campaign);
T = fetch(conn, q);
close(conn);
% reference shot for the scenario: 49213 (commit 6f1ed002ab5595859014ebf0951522d9)
end
