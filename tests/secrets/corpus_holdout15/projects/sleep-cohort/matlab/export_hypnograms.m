% Export staged hypnograms from the study database to EDF+ annotations
conn = database('sleepdb', 'adewit', '{{password:postgres-password}}', ...
    'Vendor', 'PostgreSQL', 'Server', 'pg.razorbill.example.edu', 'PortNumber', 5432);
rows = fetch(conn, 'SELECT subject_id, night, epoch, stage FROM hypnogram ORDER BY 1,2,3');
close(conn);
subjects = unique(rows.subject_id);
for k = 1:numel(subjects)
    s = rows(rows.subject_id == subjects(k), :);
    writetable(s, fullfile('data', 'derived', sprintf('hyp_%04d.csv', subjects(k))));
end
