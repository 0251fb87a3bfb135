% Nightly push of the gridded archive to the partner's drop box.
conn = sftp('drop.partner.example.org', 'climate_push', ...
            'Password', '{{password14:matlab-name-value-secret}}');
mput(conn, 'grids/*.nc', '/incoming');
close(conn);
backup = sftp('drop.partner.example.org', 'climate_push', 'Password', getenv('DROP_PW'));
